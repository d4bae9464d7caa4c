// The public enquiry form of a property (issue 15, /enquire/{seoFriendlyName}): no sign-in. It shows the property's
// name, logo and room types, nothing of any other property, and files a NEW enquiry in the organisation's sequence;
// the property's staff get a notification in the same transaction.
import {
  enquiryNumber,
  type PublicEnquiryForm,
  type PublicEnquiryInput,
  type PublicEnquiryReceipt,
} from '@bookone/domain';

import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { raiseNotification } from '../notification/notification.service';
import { findPropertyBySeoName, roomTypeNames } from './enquiry-quote.repository';
import { insertEnquiry, nextEnquirySequence } from './enquiry.repository';

/** Who filed it, as the inbox shows it: the guest, through the form. */
const FROM_FORM = 'Website enquiry form';

export function createPublicEnquiryService(db: Db) {
  async function propertyOf(seoFriendlyName: string) {
    const p = await findPropertyBySeoName(db, seoFriendlyName);
    if (!p) throw notFound('Property');
    return p;
  }

  return {
    async form(seoFriendlyName: string): Promise<PublicEnquiryForm> {
      const p = await propertyOf(seoFriendlyName);
      return { propertyName: p.name, logoUrl: p.logoUrl, accommodationTypes: await roomTypeNames(db, p.id) };
    },

    async submit(seoFriendlyName: string, input: PublicEnquiryInput): Promise<PublicEnquiryReceipt> {
      const p = await propertyOf(seoFriendlyName);
      const saved = await db.transaction(async (tx) => {
        const sequence = await nextEnquirySequence(tx, p.organisationId);
        const row = await insertEnquiry(tx, {
          organisationId: p.organisationId,
          propertyId: p.id,
          sequence,
          enquiryNumber: enquiryNumber(sequence),
          source: 'WEBSITE',
          status: 'NEW',
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone || null,
          accommodationType: input.accommodationType || null,
          persons: input.persons,
          rooms: input.rooms,
          children: input.children,
          pets: input.pets,
          location: input.location || null,
          checkInDate: input.checkInDate,
          checkOutDate: input.checkOutDate,
          foodOptions: input.foodOptions || null,
          dietaryRequirement: input.dietaryRequirement || null,
          budgetMin: input.budgetMin ?? null,
          budgetMax: input.budgetMax ?? null,
          notes: input.notes || null,
          language: input.language,
          createdBy: null,
          createdByName: FROM_FORM,
        });
        await recordAudit(tx, null, {
          entity: 'enquiry',
          entityId: row.id,
          action: 'create',
          before: null,
          after: row,
          omit: ['id', 'organisationId', 'sequence', 'createdAt', 'updatedAt', 'createdBy', 'createdByName'],
          organisationId: row.organisationId,
          propertyId: row.propertyId,
        });
        await raiseNotification(tx, {
          propertyId: p.id,
          notificationType: 'ENQUIRY',
          referenceId: row.id,
          referenceNumber: row.enquiryNumber,
          status: 'submitted',
          message: `New enquiry ${row.enquiryNumber} from ${input.firstName} ${input.lastName}: ${input.checkInDate} → ${input.checkOutDate}, ${input.persons} adult${input.persons === 1 ? '' : 's'}`,
        });
        return row;
      });
      return { enquiryNumber: saved.enquiryNumber, propertyName: p.name };
    },
  };
}
export type PublicEnquiryService = ReturnType<typeof createPublicEnquiryService>;
