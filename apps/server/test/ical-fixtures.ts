// What the iCal tests share: the Channel Management subscription a property needs, and reading a busy feed back
// with ical.js (an independent RFC 5545 implementation, not our reader).
import ICAL from 'ical.js';
import { and, eq } from 'drizzle-orm';

import { propertySubscription, subscription } from '../src/db/schema';
import type { TestApp } from './helpers';

export async function grantChannelManagement(t: TestApp, propertyId: number) {
  const [sub] = await t.db.select().from(subscription).where(eq(subscription.name, 'Channel Management'));
  const held = await t.db
    .select()
    .from(propertySubscription)
    .where(
      and(eq(propertySubscription.propertyId, propertyId), eq(propertySubscription.subscriptionId, sub!.id)),
    );
  if (held.length === 0)
    await t.db.insert(propertySubscription).values({ propertyId, subscriptionId: sub!.id });
}

export async function revokeChannelManagement(t: TestApp, propertyId: number) {
  const [sub] = await t.db.select().from(subscription).where(eq(subscription.name, 'Channel Management'));
  await t.db
    .delete(propertySubscription)
    .where(
      and(eq(propertySubscription.propertyId, propertyId), eq(propertySubscription.subscriptionId, sub!.id)),
    );
}

export interface ReadEvent {
  uid: string;
  start: string;
  end: string;
  allDay: boolean;
  summary: string;
}

/** A calendar's events as ical.js reads them (dates as YYYY-MM-DD), in document order. */
export function readWithIcalJs(text: string): { prodId: string; version: string; events: ReadEvent[] } {
  const cal = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return {
    prodId: String(cal.getFirstPropertyValue('prodid')),
    version: String(cal.getFirstPropertyValue('version')),
    events: cal.getAllSubcomponents('vevent').map((c) => {
      const e = new ICAL.Event(c);
      return {
        uid: e.uid,
        start: e.startDate.toString(),
        end: e.endDate.toString(),
        allDay: e.startDate.isDate,
        summary: e.summary,
      };
    }),
  };
}
