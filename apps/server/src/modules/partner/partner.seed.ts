import { addDays, todayIn } from '@bookone/domain';

import type { Db } from '../../db/client';
import { organisation, property, room, roomType } from '../../db/schema';
import { insertAgreement } from './partner.repository';

/**
 * A partner for the demo (issue 10, partner properties): another organisation with one lodge, which it lets the demo
 * organisation distribute at 12.5 % since a month ago, so that the demo's organisation admin sees a partner property
 * and its availability.
 */
export async function seedDemoPartner(tx: Db, distributorOrganisationId: number) {
  const [lakes] = await tx
    .insert(organisation)
    .values({
      name: 'Southern Lakes Lodges',
      ownerName: 'Mere Tane',
      email: 'partners@southernlakes.demo',
      countryCode: 'NZ',
      countryName: 'New Zealand',
      currency: 'NZD',
      currencySymbol: '$',
    })
    .returning({ id: organisation.id });
  const [lodge] = await tx
    .insert(property)
    .values({
      organisationId: lakes!.id,
      name: 'Lakeside Lodge Queenstown',
      shortName: 'Lakeside',
      businessType: 'Accommodation',
      propertyStatus: 'COMPLETED',
      plan: 'Business Essentials',
      localCurrency: 'NZD',
      timezone: 'Pacific/Auckland',
      email: 'stay@lakesidelodge.demo',
      phone: '+64 3 555 0177',
      addressLine1: '5 Marine Parade',
      city: 'Queenstown',
      state: 'Otago',
      country: 'New Zealand',
      postcode: '9300',
      checkInTime: '15:00',
      checkOutTime: '10:00',
    })
    .returning({ id: property.id });
  const types = await tx
    .insert(roomType)
    .values([
      { propertyId: lodge!.id, name: 'Lake View Queen', basePrice: 240, noOfRooms: 4, ranking: 1 },
      {
        propertyId: lodge!.id,
        name: 'Alpine Family Suite',
        basePrice: 380,
        noOfRooms: 2,
        ranking: 2,
        maxOccupancy: 4,
      },
    ])
    .returning({ id: roomType.id, noOfRooms: roomType.noOfRooms });
  await tx.insert(room).values(
    types.flatMap((t, i) =>
      Array.from({ length: t.noOfRooms }, (_, k) => ({
        propertyId: lodge!.id,
        roomTypeId: t.id,
        roomNumber: String((i + 1) * 100 + k + 1),
        floor: i + 1,
      })),
    ),
  );
  await insertAgreement(tx, {
    distributorOrganisationId,
    propertyId: lodge!.id,
    commissionPercentage: 12.5,
    startDate: addDays(todayIn('UTC'), -30),
    notes: 'Winter season distribution; rooms confirmed on request.',
  });
}
