// The HTTP_JSON channel (issue 16): the original's `urlAvailabilityUpdate` and `urlRatesUpdate`: the snapshot is
// posted as JSON to the channel's URLs, named by the property's id at the channel; its reservations come back on
// the connection's webhook. A 4xx (but 408 and 429) is refused for good; anything else is retried. The URLs are
// typed into the catalogue: posted through outbound-http.ts, an address on the server's own network is refused for
// good too.
import { outboundFetch, OutboundRefusal, textStart, type OutboundPolicy } from '../../lib/outbound-http';
import type { AdapterConnection, ChannelAdapter, ChannelSnapshot, PushResult } from './channel-adapter';
import { mapCommonStatus, PermanentChannelError } from './channel-adapter';

const TIMEOUT_MS = 15_000;

async function post(
  url: string | null,
  what: string,
  connection: AdapterConnection,
  body: unknown,
  outbound: OutboundPolicy,
): Promise<PushResult> {
  if (!url)
    throw new PermanentChannelError(`${connection.channel.name} has no ${what} URL in the channel catalogue`);
  let res: Response;
  try {
    res = await outboundFetch(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
        subject: `The ${what.toLowerCase()} URL of ${connection.channel.name}`,
      },
      outbound,
    );
  } catch (err) {
    if (err instanceof OutboundRefusal) throw new PermanentChannelError(err.message);
    throw new Error(
      `${what} update to ${new URL(url).host} failed: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const text = await textStart(res);
  if (res.ok) return { message: `${what} sent (${res.status})`, payload: body };
  const refusal = `${what} update answered ${res.status}: ${text || res.statusText}`;
  if (res.status >= 400 && res.status < 500 && res.status !== 408 && res.status !== 429)
    throw new PermanentChannelError(refusal);
  throw new Error(refusal);
}

const property = (c: AdapterConnection) => c.externalPropertyId ?? String(c.propertyId);

/** The adapter, posting to the addresses `outbound` allows (Config.outboundAllowPrivate). */
export function httpJsonAdapterFor(outbound: OutboundPolicy): ChannelAdapter {
  const send = (url: string | null, what: string, c: AdapterConnection, body: unknown) =>
    post(url, what, c, body, outbound);
  return {
    kind: 'HTTP_JSON',
    pushAvailability: (c, range, s: ChannelSnapshot) =>
      send(c.channel.availabilityUrl, 'Availability', c, {
        propertyId: property(c),
        from: range.from,
        to: range.to,
        rooms: s.roomTypes.map((rt) => ({
          roomCode: rt.externalRoomCode,
          nights: rt.nights.map((n) => ({
            date: n.date,
            available: n.available,
            minStay: n.minStay,
            maxStay: n.maxStay,
            closedToArrival: n.closedToArrival,
            closedToDeparture: n.closedToDeparture,
          })),
        })),
      }),
    pushRates: (c, range, s: ChannelSnapshot) =>
      send(c.channel.ratesUrl, 'Rates', c, {
        propertyId: property(c),
        currency: s.currency,
        from: range.from,
        to: range.to,
        rooms: s.roomTypes.map((rt) => ({
          roomCode: rt.externalRoomCode,
          prices: rt.nights.map((n) => ({ date: n.date, price: n.price })),
          ratePlans: rt.ratePlans.map((p) => ({ rateCode: p.externalRateCode, prices: p.prices })),
        })),
      }),
    mapStatus: mapCommonStatus,
  };
}
