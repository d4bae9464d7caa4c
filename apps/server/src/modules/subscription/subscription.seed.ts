import type { Db } from '../../db/client';
import { subscription } from '../../db/schema';

/** The catalogue of spec §1, with list prices in NZD. */
export async function seedSubscriptionCatalogue(db: Db) {
  return db
    .insert(subscription)
    .values([
      {
        name: 'Booking Engine',
        description: 'Direct bookings from your own website',
        monthlyAmount: 49,
        annualAmount: 490,
        currency: 'NZD',
      },
      {
        name: 'Channel Management',
        description: 'Rates and availability pushed to online travel agents',
        monthlyAmount: 79,
        annualAmount: 790,
        currency: 'NZD',
      },
      {
        name: 'Payment Link',
        description: 'Send guests a secure link to pay a deposit or balance',
        monthlyAmount: 19,
        annualAmount: 190,
        currency: 'NZD',
      },
      {
        name: 'SMS Host',
        description: 'Text messages to guests from the front desk',
        monthlyAmount: 15,
        annualAmount: 150,
        currency: 'NZD',
      },
      {
        name: 'SMS Subscription',
        description: 'Bundle of 1,000 outgoing text messages a month',
        monthlyAmount: 29,
        annualAmount: 290,
        currency: 'NZD',
      },
    ])
    .returning();
}
