// The iCal channel (issue 16): an OTA reads the property's export feeds (the ical module serves them from the
// bookings themselves) and its own feed is imported by the ical module, so a push has nothing to send.
import type { ChannelAdapter } from './channel-adapter';
import { mapCommonStatus } from './channel-adapter';

export const icalAdapter: ChannelAdapter = {
  kind: 'ICAL',
  pushes: false,
  pushAvailability: () =>
    Promise.resolve({ message: 'iCal: the channel reads the export feed, which already shows these nights' }),
  pushRates: () => Promise.resolve({ message: 'iCal carries no rates' }),
  // RFC 5545 STATUS: CANCELLED; TENTATIVE and CONFIRMED are bookings.
  mapStatus: mapCommonStatus,
};
