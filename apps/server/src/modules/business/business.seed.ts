import { WEEKDAYS, type BusinessDay, type Weekday } from '@bookone/domain';

import type { Db } from '../../db/client';
import { businessHours, businessService } from '../../db/schema';

const week = (open: (d: Weekday) => Omit<BusinessDay, 'weekday' | 'open'> | null) =>
  WEEKDAYS.map((weekday) => {
    const hours = open(weekday);
    return hours
      ? { weekday, open: true, ...hours }
      : { weekday, open: false, opensAt: null, closesAt: null, breaks: [] };
  });

const SETUP: Record<
  string,
  { hours: BusinessDay[]; service: { name: string; serviceType: string; description: string } }
> = {
  'Lotus Day Spa': {
    hours: week((d) =>
      d === 'MON'
        ? null
        : { opensAt: '09:00', closesAt: '18:00', breaks: [{ start: '13:00', end: '13:30' }] },
    ),
    service: {
      name: 'Massage & Spa Treatments',
      serviceType: 'Spa',
      description: 'Massages, facials and body treatments.',
    },
  },
  'Fresh Cuts Barbers': {
    hours: week((d) => (d === 'SUN' ? null : { opensAt: '08:00', closesAt: '17:30', breaks: [] })),
    service: { name: 'Barbering', serviceType: 'Hair', description: 'Cuts, fades and beard trims.' },
  },
  'Corner Bistro': {
    hours: week((d) =>
      d === 'MON'
        ? null
        : { opensAt: '11:30', closesAt: '22:00', breaks: [{ start: '15:00', end: '17:00' }] },
    ),
    service: { name: 'Dine In', serviceType: 'Restaurant', description: 'Lunch and dinner at the bistro.' },
  },
  'Kowhai Nails': {
    hours: week((d) =>
      d === 'SUN' || d === 'MON' ? null : { opensAt: '09:30', closesAt: '17:00', breaks: [] },
    ),
    service: { name: 'Nail Bar', serviceType: 'Beauty', description: 'Manicures, pedicures and gel nails.' },
  },
};

/** Opening hours and a first business service for the demo service businesses. */
export async function seedDemoBusinessSetup(db: Db, properties: Record<string, { id: number }>) {
  const entries = Object.entries(SETUP).filter(([name]) => properties[name]);
  await db
    .insert(businessHours)
    .values(entries.flatMap(([name, s]) => s.hours.map((h) => ({ ...h, propertyId: properties[name]!.id }))));
  await db
    .insert(businessService)
    .values(entries.map(([name, s]) => ({ ...s.service, propertyId: properties[name]!.id })));
}
