// The HTTP_JSON channel adapter posts availability and rates to the catalogue's URLs through outbound-http.ts: an
// address on the server's own network (directly or on a redirect) is refused for good, with the reason, and nothing
// is posted there; allowed (OUTBOUND_ALLOW_PRIVATE), the same push arrives, a 307 repeating the POST with its body.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isPublicAddress } from '../src/lib/outbound-address';
import type { OutboundPolicy } from '../src/lib/outbound-http';
import {
  PermanentChannelError,
  type AdapterConnection,
  type ChannelSnapshot,
} from '../src/modules/channel/channel-adapter';
import { httpJsonAdapterFor } from '../src/modules/channel/channel-http-adapter';

interface Received {
  method: string;
  path: string;
  body: string;
}

/** A channel's endpoint: records each request; `/moved` answers 307 to `target`. */
async function startChannel(host: string) {
  const received: Received[] = [];
  let target = '';
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', path: req.url ?? '', body });
      if (req.url === '/moved') res.writeHead(307, { location: target }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://${host}:${port}${path}`,
    received,
    redirectTo: (url: string) => (target = url),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let internal: Awaited<ReturnType<typeof startChannel>>;
/** 127.0.0.2 stands in for the internet: the strict policy counts it as public. */
let outside: Awaited<ReturnType<typeof startChannel>>;
beforeAll(async () => {
  internal = await startChannel('127.0.0.1');
  outside = await startChannel('127.0.0.2');
});
afterAll(async () => {
  await internal.close();
  await outside.close();
});

const strict: OutboundPolicy = {
  allowPrivate: false,
  isPublic: (a) => a === '127.0.0.2' || isPublicAddress(a),
};
const allowed: OutboundPolicy = { allowPrivate: true };

const connection = (availabilityUrl: string): AdapterConnection => ({
  id: 1,
  propertyId: 7,
  channel: { id: 3, name: 'Agoda', adapterKind: 'HTTP_JSON', availabilityUrl, ratesUrl: null },
  externalPropertyId: 'AG-77',
  commissionFee: 0,
  commissionFeeType: 'PERCENTAGE',
  convenienceFee: 0,
  convenienceFeeType: 'PERCENTAGE',
  rateAdjustmentPercent: 0,
});
const range = { from: '2026-12-01', to: '2026-12-02' };
const snapshot: ChannelSnapshot = {
  propertyId: 7,
  currency: 'NZD',
  range,
  roomTypes: [
    {
      roomTypeId: 1,
      roomTypeName: 'Double',
      externalRoomCode: 'AG-DBL',
      nights: [
        {
          date: '2026-12-01',
          available: 2,
          price: 180,
          minStay: null,
          maxStay: null,
          closedToArrival: false,
          closedToDeparture: false,
          stopped: false,
        },
      ],
      ratePlans: [],
    },
  ],
};
const push = (url: string, policy: OutboundPolicy) =>
  httpJsonAdapterFor(policy).pushAvailability(connection(url), range, snapshot);

describe('the HTTP_JSON adapter’s addresses', () => {
  it('refuses for good an availability URL on a private network, directly or on a redirect', async () => {
    const direct = await push(internal.url('/availability'), strict).catch((e: unknown) => e);
    expect(direct).toBeInstanceOf(PermanentChannelError);
    expect((direct as Error).message).toBe(
      'The availability URL of Agoda 127.0.0.1 is on a private network: BookOne only fetches public addresses',
    );
    outside.redirectTo(internal.url('/availability'));
    const hop = await push(outside.url('/moved'), strict).catch((e: unknown) => e);
    expect(hop).toBeInstanceOf(PermanentChannelError);
    expect((hop as Error).message).toBe(
      'The availability URL of Agoda redirects to 127.0.0.1, which is on a private network: BookOne only fetches public addresses',
    );
    expect(internal.received).toEqual([]);
  });

  it('posts the snapshot when allowed, repeating the POST and its body on a 307', async () => {
    outside.redirectTo(internal.url('/availability'));
    expect(await push(outside.url('/moved'), allowed)).toMatchObject({ message: 'Availability sent (200)' });
    const [arrived] = internal.received;
    expect(arrived).toMatchObject({ method: 'POST', path: '/availability' });
    expect(JSON.parse(arrived!.body)).toMatchObject({
      propertyId: 'AG-77',
      rooms: [{ roomCode: 'AG-DBL', nights: [{ date: '2026-12-01', available: 2 }] }],
    });
  });
});
