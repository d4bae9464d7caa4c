// Demo campaigns (issue 14): about two customers in three with an email give marketing consent; Harbour View's
// marketing user sent a "come back" campaign to guests not seen for a month (sent through the module's own send,
// so its messages are in the outbox like any other), and the organisation admin scheduled a birthday campaign of
// the spa and the bistro for next month's birthdays, three days from now.
import { addDays, todayIn, type CampaignAudience } from '@bookone/domain';

import type { Db } from '../../db/client';
import { createUnsubscribeTokens } from './campaign-token';
import { findSeedPromotion, giveDemoConsent, insertCampaign, seedUserId } from './campaign.repository';
import { sendCampaign } from './campaign.service';

const NO_FILTER: CampaignAudience = {
  propertyIds: [],
  lastVisitAfter: null,
  lastVisitBefore: null,
  minSpend: null,
  businessTypes: [],
  languages: [],
  birthdayMonths: [],
};

export async function seedDemoCampaigns(
  tx: Db,
  organisationId: number,
  properties: Record<string, { id: number }>,
  secretsKey: Buffer,
) {
  const harbour = properties['Harbour View Hotel'];
  if (!harbour) return;
  await giveDemoConsent(tx, organisationId);
  const today = todayIn('Pacific/Auckland');
  const marketing = await seedUserId(tx, 'hotel.marketing@bookone.demo');
  const admin = await seedUserId(tx, 'orgadmin@bookone.demo');
  const promotion = await findSeedPromotion(tx, harbour.id);
  const code = promotion ? ' Use the code {{couponCode}} when you book.' : '';
  const codeFr = promotion ? ' Utilisez le code {{couponCode}} en réservant.' : '';

  const sent = await insertCampaign(tx, {
    organisationId,
    propertyId: harbour.id,
    name: 'We miss you: winter weekends',
    channel: 'EMAIL',
    audience: { ...NO_FILTER, lastVisitBefore: addDays(today, -30) },
    promotionId: promotion?.id ?? null,
    content: [
      {
        language: 'en',
        subject: '{{firstName}}, a winter weekend at {{propertyName}}?',
        body: `Hello {{firstName}},\nIt has been a while: our fireside rooms are waiting for you this winter.${code}\nSee you soon at {{propertyName}}.`,
      },
      {
        language: 'fr',
        subject: '{{firstName}}, un week-end d’hiver à {{propertyName}} ?',
        body: `Bonjour {{firstName}},\nCela fait longtemps : nos chambres au coin du feu vous attendent cet hiver.${codeFr}\nÀ bientôt à {{propertyName}}.`,
      },
    ],
    status: 'DRAFT',
    createdBy: marketing?.id ?? null,
    createdByName: marketing?.username ?? null,
  });
  await sendCampaign(tx, createUnsubscribeTokens(secretsKey), sent, marketing?.id ?? null);

  const nextMonth = Number(addDays(today, 32).slice(5, 7));
  const spa = properties['Lotus Day Spa'];
  const bistro = properties['Corner Bistro'];
  await insertCampaign(tx, {
    organisationId,
    propertyId: null,
    name: 'Birthday treats at the spa and the bistro',
    channel: 'EMAIL',
    audience: {
      ...NO_FILTER,
      propertyIds: [spa?.id, bistro?.id].filter((id): id is number => id != null),
      birthdayMonths: [nextMonth],
    },
    promotionId: null,
    content: [
      {
        language: 'en',
        subject: 'Happy birthday from {{propertyName}}',
        body: 'Hello {{firstName}},\nYour birthday is coming: treat yourself at {{propertyName}} this month.',
      },
      {
        language: 'fr',
        subject: 'Joyeux anniversaire de la part de {{propertyName}}',
        body: 'Bonjour {{firstName}},\nVotre anniversaire approche : faites-vous plaisir chez {{propertyName}} ce mois-ci.',
      },
    ],
    status: 'SCHEDULED',
    scheduledAt: new Date(`${addDays(today, 3)}T10:00:00+13:00`),
    createdBy: admin?.id ?? null,
    createdByName: admin?.username ?? null,
  });
}
