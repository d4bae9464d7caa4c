// Outbound HTTP to typed addresses (lib/outbound-http.ts): which addresses count as the server's own network (v4,
// v6, v6 carrying v4), and requests against local servers with private addresses refused: a literal IP, a name the
// resolver answers with 127.0.0.1, a redirect hop; with private addresses allowed (OUTBOUND_ALLOW_PRIVATE) the same
// requests go through.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { embeddedIpv4, isPublicAddress } from '../src/lib/outbound-address';
import {
  outboundFetch,
  OutboundRefusal,
  textStart,
  type OutboundPolicy,
  type Resolver,
} from '../src/lib/outbound-http';

describe('which addresses are public', () => {
  it('refuses loopback, private, shared, link-local, unspecified and reserved IPv4', () => {
    const refused = [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.10',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.255',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
    ];
    for (const a of refused) expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '172.15.255.255', '100.128.0.1', '169.255.0.1'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses loopback, unspecified, unique-local, link-local and multicast IPv6', () => {
    for (const a of ['::1', '::', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'fe80::1%eth0', 'febf::1', 'ff02::1'])
      expect(isPublicAddress(a), a).toBe(false);
    for (const a of ['2606:4700:4700::1111', '2001:4860:4860::8888', '2a00:1450::1'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('judges an IPv6 address that carries an IPv4 one by the IPv4 address', () => {
    expect(embeddedIpv4('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('0:0:0:0:0:ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(embeddedIpv4('64:ff9b::a00:1')).toBe('10.0.0.1');
    expect(embeddedIpv4('2002:c0a8:101::1')).toBe('192.168.1.1');
    expect(embeddedIpv4('2606:4700::1111')).toBeNull();
    for (const a of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.1.2.3',
      '::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
    ])
      expect(isPublicAddress(a), a).toBe(false);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('not-an-address')).toBe(false);
  });
});

/** An error page that never ends: 500, then 64 KB after 64 KB for as long as the client reads. */
function endless(res: ServerResponse) {
  res.writeHead(500, { 'content-type': 'text/html' });
  const chunk = 'x'.repeat(65_536);
  const more = () => {
    while (!res.destroyed && res.write(chunk));
  };
  res.on('drain', more);
  more();
}

/** A local server: `/feed` answers, `/to?url=…` redirects there; counts what it was asked. */
async function startServer(host: string) {
  const seen: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/to') res.writeHead(302, { location: url.searchParams.get('url')! }).end();
    else if (url.pathname === '/loop') res.writeHead(307, { location: '/loop' }).end();
    else if (url.pathname === '/endless') endless(res);
    else res.writeHead(200, { 'content-type': 'text/plain' }).end(`answer of ${host}`);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let internal: Awaited<ReturnType<typeof startServer>>;
/** 127.0.0.2 stands in for the internet: the policies below count it as public. */
let outside: Awaited<ReturnType<typeof startServer>>;
beforeAll(async () => {
  internal = await startServer('127.0.0.1');
  outside = await startServer('127.0.0.2');
});
afterAll(async () => {
  await internal.close();
  await outside.close();
});

/** calendar.example.test is the outside server's name; rebound.example.test answers 127.0.0.1, as a rebinding DNS would. */
const resolve: Resolver = (hostname, _options, done) =>
  done(null, [{ address: hostname === 'calendar.example.test' ? '127.0.0.2' : '127.0.0.1', family: 4 }]);
const strict: OutboundPolicy = {
  allowPrivate: false,
  resolve,
  isPublic: (a) => a === '127.0.0.2' || isPublicAddress(a),
};
const allowed: OutboundPolicy = { ...strict, allowPrivate: true };

const refusal = (url: string, policy = strict) =>
  outboundFetch(url, { subject: "The feed's address" }, policy).then(
    () => null,
    (err: unknown) => {
      expect(err).toBeInstanceOf(OutboundRefusal);
      return (err as Error).message;
    },
  );

describe('a request to a typed address', () => {
  it('is refused for a literal private IP in the URL, before any connection', async () => {
    const before = internal.seen.length;
    expect(await refusal(`http://127.0.0.1:${internal.port}/feed`)).toBe(
      "The feed's address 127.0.0.1 is on a private network: BookOne only fetches public addresses",
    );
    expect(await refusal(`http://[::ffff:127.0.0.1]:${internal.port}/feed`)).toBe(
      "The feed's address [::ffff:7f00:1] is on a private network: BookOne only fetches public addresses",
    );
    expect(await refusal('http://169.254.169.254/latest/meta-data/')).toMatch(
      /169\.254\.169\.254 is on a private/,
    );
    expect(await refusal('http://0.0.0.0/')).toMatch(/0\.0\.0\.0 is on a private/);
    expect(internal.seen.length).toBe(before);
  });

  it('is refused when the name resolves to a private address at connect time', async () => {
    const before = internal.seen.length;
    expect(await refusal(`http://rebound.example.test:${internal.port}/feed`)).toBe(
      "The feed's address rebound.example.test (127.0.0.1) is on a private network: BookOne only fetches public addresses",
    );
    expect(internal.seen.length).toBe(before);
  });

  it('reaches a public address, and follows its redirect to another public one', async () => {
    const res = await outboundFetch(`http://calendar.example.test:${outside.port}/feed`, {}, strict);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('answer of 127.0.0.2');
    const hop = `http://calendar.example.test:${outside.port}/feed`;
    const moved = await outboundFetch(
      `http://127.0.0.2:${outside.port}/to?url=${encodeURIComponent(hop)}`,
      {},
      strict,
    );
    expect(await moved.text()).toBe('answer of 127.0.0.2');
  });

  it('is refused on the redirect hop that leads to a private address', async () => {
    const before = internal.seen.length;
    const to = (target: string) =>
      `http://calendar.example.test:${outside.port}/to?url=${encodeURIComponent(target)}`;
    expect(await refusal(to(`http://127.0.0.1:${internal.port}/feed`))).toBe(
      "The feed's address redirects to 127.0.0.1, which is on a private network: BookOne only fetches public addresses",
    );
    expect(await refusal(to(`http://rebound.example.test:${internal.port}/feed`))).toBe(
      "The feed's address redirects to rebound.example.test (127.0.0.1), which is on a private network: BookOne only fetches public addresses",
    );
    expect(internal.seen.length).toBe(before);
    expect(await refusal(to('file:///etc/passwd'))).toBe(
      "The feed's address redirects to a file: address: BookOne only fetches http:// and https://",
    );
    expect(await refusal(to(`http://user:secret@calendar.example.test:${outside.port}/feed`))).toBe(
      "The feed's address redirects to an address that carries a user name or password: BookOne sends no credentials in addresses",
    );
    expect(await refusal(`http://calendar.example.test:${outside.port}/loop`)).toBe(
      "The feed's address redirects more than 5 times",
    );
  });

  it('reads the start of an error page and no further, however long it is', async () => {
    const res = await outboundFetch(`http://calendar.example.test:${outside.port}/endless`, {}, strict);
    expect(res.status).toBe(500);
    expect(await textStart(res)).toBe('x'.repeat(2000));
  });

  it('reaches private addresses when they are allowed (OUTBOUND_ALLOW_PRIVATE)', async () => {
    const direct = await outboundFetch(`http://127.0.0.1:${internal.port}/feed`, {}, allowed);
    expect(await direct.text()).toBe('answer of 127.0.0.1');
    const named = await outboundFetch(`http://rebound.example.test:${internal.port}/feed`, {}, allowed);
    expect(await named.text()).toBe('answer of 127.0.0.1');
    const hop = `http://127.0.0.1:${internal.port}/feed`;
    const moved = await outboundFetch(
      `http://127.0.0.2:${outside.port}/to?url=${encodeURIComponent(hop)}`,
      {},
      allowed,
    );
    expect(await moved.text()).toBe('answer of 127.0.0.1');
  });
});
