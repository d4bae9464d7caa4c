/**
 * The addresses of the channel pages: /bookone-admin/channel-configure/:propertyId/:connectionId/:channelId (0 for
 * none: the signed-in property, the connections overview; a channel id opens "Connect" with it chosen) and the
 * catalogue's /bookone-admin/manage-channel/channel-create/:channelId/0 (0: a new channel).
 */
export const configurePath = (propertyId: number, connectionId = 0, channelId = 0) =>
  `/bookone-admin/channel-configure/${propertyId}/${connectionId}/${channelId}`;

export const CATALOGUE_PATH = '/bookone-admin/manage-channel';

/** A route's numeric parameter: a positive id, or null for 0 and anything else. */
export function idOrNull(raw: string | undefined): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2 ** 31 - 1 ? n : null;
}

export const bookingPath = (bookingId: number) => `/bookone/manage-booking/${bookingId}`;
