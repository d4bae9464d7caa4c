// The channel catalogue (issue 16): the original's OTA names (original-app.md §2.19), a generic "iCal" channel and
// Airbnb (whose calendar sync is iCal); and Harbour View's demo connections to the last two, with mappings.
import { addDays, type BookingSource, type ChannelAdapterKind, todayIn } from '@bookone/domain';

import type { Db } from '../../db/client';
import { enqueueChannelPush } from '../channel-push/channel-push.service';
import { findPropertyRow } from '../property/property.service';
import { listRoomTypeRows } from '../room/room.service';
import { insertChannel, insertConnection, replaceMappings } from './channel.repository';
import { PUSH_HORIZON_DAYS } from './channel.service';

const CATALOGUE: {
  name: string;
  adapterKind: ChannelAdapterKind;
  bookingSource: BookingSource;
  website?: string;
}[] = [
  { name: 'Agoda', adapterKind: 'HTTP_JSON', bookingSource: 'Agoda', website: 'https://www.agoda.com' },
  { name: 'Yatra', adapterKind: 'HTTP_JSON', bookingSource: 'Others', website: 'https://www.yatra.com' },
  { name: 'Expedia', adapterKind: 'HTTP_JSON', bookingSource: 'Expedia', website: 'https://www.expedia.com' },
  {
    name: 'GOBIBO,MMT',
    adapterKind: 'HTTP_JSON',
    bookingSource: 'goibibo',
    website: 'https://www.goibibo.com',
  },
  {
    name: 'BookingJini',
    adapterKind: 'HTTP_JSON',
    bookingSource: 'Others',
    website: 'https://www.bookingjini.com',
  },
  {
    name: 'ResAvenue',
    adapterKind: 'HTTP_JSON',
    bookingSource: 'Others',
    website: 'https://www.resavenue.com',
  },
  {
    name: 'Thehotelmate.com',
    adapterKind: 'HTTP_JSON',
    bookingSource: 'The Hotel Mate',
    website: 'https://www.thehotelmate.com',
  },
  {
    name: 'Easemytrip',
    adapterKind: 'HTTP_JSON',
    bookingSource: 'Others',
    website: 'https://www.easemytrip.com',
  },
  {
    name: 'Hostelworld',
    adapterKind: 'HTTP_JSON',
    bookingSource: 'Others',
    website: 'https://www.hostelworld.com',
  },
  { name: 'BookOne Connect', adapterKind: 'HTTP_JSON', bookingSource: 'Others' },
  { name: 'Channex', adapterKind: 'HTTP_JSON', bookingSource: 'Others', website: 'https://channex.io' },
  {
    name: 'Cleartrip',
    adapterKind: 'HTTP_JSON',
    bookingSource: 'Others',
    website: 'https://www.cleartrip.com',
  },
  { name: 'iCal', adapterKind: 'ICAL', bookingSource: 'Others' },
  { name: 'Airbnb', adapterKind: 'ICAL', bookingSource: 'AirBnB', website: 'https://www.airbnb.com' },
];

/** The catalogue, on every new database (platform data, like the subscription catalogue). */
export async function seedChannelCatalogue(tx: Db) {
  const byName: Record<string, number> = {};
  for (const c of CATALOGUE)
    byName[c.name] = (await insertChannel(tx, { ...c, website: c.website ?? null })).id;
  return byName;
}

/**
 * Harbour View sells on the iCal channel (its export feeds: the ical module's) and on Airbnb at +15 % with a 3 %
 * commission, every room type mapped; one push of the coming year waits for the worker (an iCal push sends nothing,
 * so sync health shows a first success once the server runs).
 */
export async function seedDemoChannels(tx: Db, channels: Record<string, number>, harbourId: number) {
  const property = (await findPropertyRow(tx, harbourId))!;
  const types = await listRoomTypeRows(tx, harbourId);
  const code = (name: string) =>
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
  const connections = [
    { channelId: channels.iCal!, rateAdjustmentPercent: 0, commissionFee: 0 },
    {
      channelId: channels.Airbnb!,
      rateAdjustmentPercent: 15,
      commissionFee: 3,
      externalPropertyId: 'airbnb-harbour-view',
    },
  ];
  for (const c of connections) {
    const row = await insertConnection(tx, { ...c, propertyId: harbourId, commissionFeeType: 'PERCENTAGE' });
    await replaceMappings(
      tx,
      row.id,
      types.map((t) => ({
        roomTypeId: t.id,
        ratePlanId: null,
        externalRoomCode: code(t.name),
        stopSell: false,
      })),
    );
  }
  const today = todayIn(property.timezone);
  await enqueueChannelPush(tx, harbourId, {
    from: today,
    to: addDays(today, PUSH_HORIZON_DAYS),
    roomTypeIds: null,
  });
}
