// Email invoice (issue 13): POST /api/invoice/:id/email queues the issued invoice's PDF through the outbox; the SMTP
// server started here receives it with the PDF attached (read back as text), in the language asked, to the bill-to
// customer's email unless told; a draft is refused (409), a bill-to without email asks for the recipient (400),
// another organisation's invoice is missing (404), a role without invoice.write is refused (403).
import { tmpdir } from 'node:os';

import type { Invoice, InvoiceEmailResult, OutboxMessage } from '@bookone/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fileSmsTransport, smtpTransport } from '../src/modules/outbox/outbox-transports';
import { createOutboxWorker } from '../src/modules/outbox/outbox-worker';
import { openForTests, openTenantsApp, type Session } from './demo-app';
import type { TestApp } from './helpers';
import { pdfText } from './pdf-text';
import { startSmtpServer, type SmtpTestServer } from './smtp-test-server';
import { expectError, uniqueEmail, type ForeignTenant } from './support';

let t: TestApp;
let session: Session;
let rival: ForeignTenant;
let HARBOUR: number;

openForTests(openTenantsApp, (app) => ({ t, session, rival, HARBOUR } = app));

let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp?.close());

async function deliverAll() {
  const drop = fileSmsTransport(tmpdir());
  const w = createOutboxWorker(
    t.db,
    { EMAIL: smtpTransport(smtp.url, 'BookOne <no-reply@bookone.example>'), SMS: drop, WHATSAPP: drop },
    { appUrl: () => 'https://bookone.test' },
  );
  while ((await w.runOnce()) > 0);
}

async function draftFor(customerId: number | null) {
  const res = await t.api('POST', `/api/invoice/property/${HARBOUR}`, {
    token: await session.manager(),
    body: {
      ...(customerId != null ? { customerId } : { billToName: 'Walk-in Client Ltd' }),
      lines: [{ description: 'Conference room', quantity: 2, unitPrice: 150, taxRate: 15 }],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Invoice>();
}
async function issue(id: number) {
  const res = await t.api('POST', `/api/invoice/${id}/issue`, { token: await session.manager(), body: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Invoice>();
}
const emailInvoice = async (id: number, body: Record<string, unknown> = {}, token?: string) =>
  t.api('POST', `/api/invoice/${id}/email`, { token: token ?? (await session.desk()), body });

describe('Email invoice', () => {
  it('sends the issued invoice’s PDF to the bill-to customer, in French when asked; the tracker names the file', async () => {
    const email = uniqueEmail('client');
    const c = await t.api('POST', `/api/customer/property/${HARBOUR}`, {
      token: await session.desk(),
      body: { firstName: 'Élodie', lastName: 'Client', email },
    });
    expect(c.statusCode, c.body).toBe(201);
    const draft = await draftFor(c.json<{ customer: { id: number } }>().customer.id);

    expectError(await emailInvoice(draft.id), 409, { message: /Issue the invoice/ });
    const inv = await issue(draft.id);

    const res = await emailInvoice(inv.id, { language: 'fr' });
    expect(res.statusCode, res.body).toBe(202);
    const queued = res.json<InvoiceEmailResult>();
    expect(queued.recipient).toBe(email);

    await deliverAll();
    const [got] = smtp.received.filter((r) => r.to.includes(email));
    expect(got, 'the invoice email arrived').toBeDefined();
    expect(got!.mail.subject).toBe(`Facture ${inv.number} de Harbour View Hotel`);
    expect(got!.mail.text).toContain(`Veuillez trouver ci-joint la facture ${inv.number}`);
    expect(String(got!.mail.html)).toContain('<html lang="fr">');
    const pdf = got!.mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`${inv.number}.pdf`);
    const text = await pdfText(pdf!.content);
    expect(text).toContain(inv.number!);
    expect(text).toContain('Conference room');

    const tracked = await t.api('GET', `/api/messages/${queued.messageId}`, {
      token: await session('orgadmin@bookone.demo'),
    });
    expect(tracked.json<OutboxMessage>()).toMatchObject({
      purpose: 'INVOICE',
      status: 'SENT',
      attachments: [`${inv.number}.pdf`],
      relatedEntity: 'invoice',
      relatedId: String(inv.id),
    });
  });

  it('a bill-to without email needs the recipient; with it, the email goes there', async () => {
    const inv = await issue((await draftFor(null)).id);
    expectError(await emailInvoice(inv.id), 400, { fields: ['to'] });
    expectError(await emailInvoice(inv.id, { to: 'not-an-email' }), 400, { fields: ['to'] });
    const to = uniqueEmail('accounts');
    const res = await emailInvoice(inv.id, { to });
    expect(res.statusCode, res.body).toBe(202);
    await deliverAll();
    const [got] = smtp.received.filter((r) => r.to.includes(to));
    expect(got!.mail.subject).toBe(`Invoice ${inv.number} from Harbour View Hotel`);
    expect(got!.mail.attachments.map((a) => a.filename)).toEqual([`${inv.number}.pdf`]);
  });

  it('another organisation’s staff find no such invoice; housekeeping may not send it', async () => {
    const inv = await issue((await draftFor(null)).id);
    const foreign = await t.login(rival.manager.username);
    expectError(await emailInvoice(inv.id, { to: uniqueEmail('x') }, foreign), 404);
    expectError(await emailInvoice(inv.id, { to: uniqueEmail('x') }, await session.housekeeping()), 403);
  });
});
