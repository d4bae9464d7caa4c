// HTTP requests to URLs that people typed (an imported iCal feed, a channel's URLs, an SMS or WhatsApp provider's
// base address), made so that the URL cannot point BookOne at its own network (server-side request forgery): the
// address actually dialled must be public (outbound-address.ts). The check runs at connect time, in the socket's
// `lookup`, on the addresses the resolver gave for that very connection, so a name that answers a public address to
// a pre-check and 127.0.0.1 to the connection (DNS rebinding) is still refused; a literal IP in the URL is never
// resolved, so it is checked before dialling. Redirects are followed here, hop by hop through the same check (at
// most 5, http and https only, no credentials in the address).
//
// node:http rather than the undici package with `new Agent({ connect: { lookup } })`: Node 20's global fetch takes
// no lookup, and undici's own fetch would be a second copy of undici beside Node's (a new dependency whose version
// must keep pace with Node's) for what is one request function here. The answer is handed back as a web Response,
// so that callers read it as they read fetch's.
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Readable } from 'node:stream';

import { isPublicAddress } from './outbound-address';

/** Resolves a host name to all of its addresses (dns.lookup's `all` form); tests pass their own. */
export type Resolver = (
  hostname: string,
  options: LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface OutboundPolicy {
  /** OUTBOUND_ALLOW_PRIVATE: private addresses too (tests and local development answer from 127.0.0.1). */
  allowPrivate: boolean;
  /** dns.lookup unless told. */
  resolve?: Resolver;
  /** Which addresses are public: isPublicAddress unless told (tests stand a loopback address in for the internet). */
  isPublic?: (address: string) => boolean;
}

/** The process's setting as the policy (Config.outboundAllowPrivate). */
export const outboundPolicy = (allowPrivate: boolean | undefined): OutboundPolicy => ({
  allowPrivate: allowPrivate ?? false,
});

/** An address BookOne will not fetch: the message says which and why, for the admin who typed it. */
export class OutboundRefusal extends Error {
  override readonly name = 'OutboundRefusal';
}

export interface OutboundRequest {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** Whose address it is, to start a refusal's message: "The feed's address" ("The address" unless told). */
  subject?: string;
}

export const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Statuses whose answer has no body (a web Response refuses one). */
const NO_BODY = new Set([204, 205, 304]);
const PUBLIC_ONLY = 'BookOne only fetches public addresses';

/** The host as a message shows it: its name, and the address dialled when that differs. */
const shown = (host: string, address: string) => (host === address ? host : `${host} (${address})`);

function privateRefusal(subject: string, hop: boolean, host: string, address: string) {
  return new OutboundRefusal(
    hop
      ? `${subject} redirects to ${shown(host, address)}, which is on a private network: ${PUBLIC_ONLY}`
      : `${subject} ${shown(host, address)} is on a private network: ${PUBLIC_ONLY}`,
  );
}

/** The URL of a hop, refused unless http(s) without credentials, and unless a literal IP in it is public. */
function checkedUrl(text: string, base: URL | null, subject: string, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = base ? new URL(text, base) : new URL(text);
  } catch {
    throw new OutboundRefusal(
      base ? `${subject} redirects to an address that is not a valid URL` : `${subject} is not a valid URL`,
    );
  }
  const hop = base !== null;
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundRefusal(
      `${subject} ${hop ? `redirects to a ${url.protocol} address` : `is a ${url.protocol} address`}: BookOne only fetches http:// and https://`,
    );
  if (url.username || url.password)
    throw new OutboundRefusal(
      `${subject} ${hop ? 'redirects to an address that carries' : 'carries'} a user name or password: BookOne sends no credentials in addresses`,
    );
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(literal) && !policy.allowPrivate && !(policy.isPublic ?? isPublicAddress)(literal))
    throw privateRefusal(subject, hop, url.hostname, url.hostname);
  return url;
}

/**
 * The socket's resolver: the name's addresses, less the ones not public (unless allowed); none left is a refusal.
 * Node's connect asks for all addresses (it tries them in turn) or for one, and gets what it asked for.
 */
function guardedLookup(policy: OutboundPolicy, refuse: (address: string) => Error): LookupFunction {
  const resolve: Resolver = policy.resolve ?? ((host, options, done) => dnsLookup(host, options, done));
  const isPublic = policy.isPublic ?? isPublicAddress;
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      const usable = policy.allowPrivate ? addresses : addresses?.filter((a) => isPublic(a.address));
      const first = usable?.[0];
      if (err || !first) {
        const cause =
          err ?? (addresses?.[0] ? refuse(addresses[0].address) : new Error(`${hostname} has no address`));
        callback(cause, options.all ? [] : '', 4);
        return;
      }
      if (options.all) callback(null, usable);
      else callback(null, first.address, first.family);
    });
  };
}

/** One request, no redirect followed: the answer's head once it arrives. */
function send(url: URL, r: OutboundRequest, lookup: LookupFunction): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const headers = { ...r.headers };
    if (r.body !== undefined) headers['content-length'] = String(Buffer.byteLength(r.body));
    // A connection of its own each time (no keep-alive pool): a pooled socket would skip the lookup above, and
    // one opened under another policy (a test that allows 127.0.0.1) must never serve a request that does not.
    const req = request(url, { method: r.method ?? 'GET', headers, lookup, agent: false, signal: r.signal });
    req.on('error', reject);
    req.on('response', resolve);
    req.end(r.body);
  });
}

/** The answer as a web Response; its body streams, and stops with an error if the caller's signal aborts. */
function toResponse(res: IncomingMessage, signal: AbortSignal | undefined): Response {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 599) {
    res.destroy();
    throw new Error(`answered an invalid HTTP status ${status}`);
  }
  signal?.addEventListener('abort', () => res.destroy(signal.reason as Error), { once: true });
  const headers = new Headers();
  for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
    try {
      headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
    } catch {
      // A header a web Response cannot hold: nobody here reads it.
    }
  }
  if (NO_BODY.has(status)) res.resume();
  const body = NO_BODY.has(status) ? null : (Readable.toWeb(res) as unknown as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: res.statusMessage ?? '', headers });
}

/**
 * A fetch of `url` that dials public addresses only (unless the policy allows private ones), following redirects
 * itself. A refused address throws an OutboundRefusal with a message for the admin; network errors throw as they
 * come; any HTTP answer (4xx, 5xx too) is the Response.
 */
export async function outboundFetch(
  url: string,
  init: OutboundRequest,
  policy: OutboundPolicy,
): Promise<Response> {
  const subject = init.subject ?? 'The address';
  let target = checkedUrl(url, null, subject, policy);
  let r = init;
  for (let hops = 0; ; hops++) {
    const hop = hops > 0;
    const host = target.hostname;
    const res = await send(
      target,
      r,
      guardedLookup(policy, (address) => privateRefusal(subject, hop, host, address)),
    );
    const location = res.headers.location;
    if (!REDIRECT_STATUSES.has(res.statusCode ?? 0) || !location) return toResponse(res, init.signal);
    res.resume();
    if (hops === MAX_REDIRECTS)
      throw new OutboundRefusal(`${subject} redirects more than ${MAX_REDIRECTS} times`);
    const next = checkedUrl(location, target, subject, policy);
    r = nextRequest(r, res.statusCode!, next.origin !== target.origin);
    target = next;
  }
}

/**
 * The first `chars` characters of an answer's body, read no further (an error page shown back to an admin must not
 * make us hold a body of any size); the rest is left unread and the stream cancelled.
 */
export async function textStart(res: Response, chars = 2000): Promise<string> {
  const decoder = new TextDecoder('utf-8');
  let text = '';
  // Leaving the loop early cancels the stream.
  for await (const chunk of res.body ?? []) {
    text += decoder.decode(chunk as Uint8Array, { stream: true });
    if (text.length >= chars) break;
  }
  return text.slice(0, chars);
}

/**
 * The request a redirect asks for, as fetch makes it: 303 (and 301/302 after a POST) turns into a GET without the
 * body; 307 and 308 repeat it. Another origin gets no Authorization or Cookie (they were for the first one).
 */
function nextRequest(r: OutboundRequest, status: number, crossOrigin: boolean): OutboundRequest {
  const toGet = status === 303 || ((status === 301 || status === 302) && r.method === 'POST');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(r.headers ?? {})) {
    const lower = name.toLowerCase();
    if (crossOrigin && (lower === 'authorization' || lower === 'cookie')) continue;
    if (toGet && (lower === 'content-type' || lower === 'content-length')) continue;
    headers[name] = value;
  }
  return toGet ? { ...r, method: 'GET', body: undefined, headers } : { ...r, headers };
}
