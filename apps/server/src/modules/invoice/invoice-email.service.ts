// Email invoice (issue 13): an issued invoice's PDF attached to an email, queued through the outbox in the request's
// transaction (decision 0029). The recipient defaults to the bill-to customer's or company's email.
import { randomUUID } from 'node:crypto';

import { VALIDATION_KEYS, type InvoiceEmailResult, type invoiceEmailInputSchema } from '@bookone/domain';
import type { z } from 'zod';

import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../lib/errors';
import type { Actor } from '../../plugins/auth';
import { enqueueMessage } from '../outbox/outbox.service';
import { billToEmail, organisationOfProperty } from './invoice-email.repository';
import type { InvoiceService } from './invoice.service';

type Input = z.output<typeof invoiceEmailInputSchema>;

/** A day (YYYY-MM-DD) in the language's long form; the day as written, whatever the zone. */
const dayText = (day: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

export function createInvoiceEmailService(db: Db, invoices: InvoiceService, onEnqueued: () => void) {
  return {
    async send(actor: Actor, invoiceId: number, input: Input): Promise<InvoiceEmailResult> {
      // The invoice service checks the caller's reach first (404 beyond it, decision 0008).
      const inv = await invoices.get(actor, invoiceId);
      if (inv.kind !== 'INVOICE') throw conflict('Only an invoice is emailed here, not a credit note');
      if (inv.status === 'DRAFT' || inv.status === 'VOID' || inv.number == null)
        throw conflict(
          inv.status === 'VOID' ? 'A void invoice is not emailed' : 'Issue the invoice before emailing it',
        );
      const to = input.to?.trim() || (await billToEmail(db, inv));
      if (!to)
        throw badRequest('The bill-to has no email address: enter the recipient', {
          to: VALIDATION_KEYS.required,
        });
      const pdf = await invoices.pdf(actor, invoiceId);
      const organisationId = await organisationOfProperty(db, inv.propertyId);
      const money = (n: number) =>
        new Intl.NumberFormat(input.language, { style: 'currency', currency: inv.currency }).format(n);
      const messageId = await db.transaction((tx) =>
        enqueueMessage(tx, {
          channel: 'EMAIL',
          purpose: 'INVOICE',
          recipient: to,
          language: input.language,
          params: {
            propertyName: inv.propertyName,
            billToName: inv.billToName,
            number: inv.number,
            issueText: inv.issueDate ? dayText(inv.issueDate, input.language) : null,
            totalText: money(inv.total),
            balanceText: inv.balance > 0 ? money(inv.balance) : null,
            dueText: inv.dueDate && inv.balance > 0 ? dayText(inv.dueDate, input.language) : null,
          },
          attachments: [{ filename: pdf.filename, contentType: 'application/pdf', content: pdf.bytes }],
          organisationId,
          propertyId: inv.propertyId,
          related: { entity: 'invoice', id: inv.id },
          // Each request is an email of its own: the clerk may send the invoice again, or to someone else.
          dedupeKey: `invoice-email:${inv.id}:${randomUUID()}`,
          createdBy: actor.id,
        }),
      );
      onEnqueued();
      return { messageId: messageId!, recipient: to };
    },
  };
}
export type InvoiceEmailService = ReturnType<typeof createInvoiceEmailService>;
