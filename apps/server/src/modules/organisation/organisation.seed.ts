import type { Db } from '../../db/client';
import { organisation } from '../../db/schema';

export const PLATFORM_ORGANISATION = 'BookOne';
export const DEMO_ORGANISATION = 'Demo Hospitality Group';

/** Organisation 1 is the platform itself (spec §9: parent organisation id 1); self signups land under it. */
export async function seedPlatformOrganisation(db: Db) {
  const [row] = await db.insert(organisation).values({ name: PLATFORM_ORGANISATION }).returning();
  return row!;
}

export async function seedDemoOrganisation(db: Db, parentId: number) {
  const [row] = await db
    .insert(organisation)
    .values({
      name: DEMO_ORGANISATION,
      parentOrganisationId: parentId,
      ownerName: 'Aroha Ngata',
      email: 'office@demohospitality.example',
      address: '12 Quay Street, Auckland 1010',
      mobile: '+64 21 555 0100',
      countryCode: 'NZ',
      countryName: 'New Zealand',
      currency: 'NZD',
      currencySymbol: '$',
      themePrimary: '#1A73E8',
      themeSecondary: '#0B8043',
      supportName: 'Demo Hospitality support',
      supportEmail: 'support@demohospitality.example',
      supportPhone: '+64 9 555 0199',
    })
    .returning();
  return row!;
}
