// The invoice as a PDF (issue 13), drawn with pdf-lib (pure JavaScript, no native dependency; decision 0040): the
// property's logo, address and tax number, the bill-to, the lines, the tax per rate, the totals and the amount in
// words (spec §9's number-to-words), amounts in the currency format of spec §9.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { formatCurrency, numberToWords, type Invoice } from '@bookone/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';

export interface InvoiceIssuer {
  name: string;
  logoUrl: string | null;
  addressLines: string[];
  /** The property's tax registration (GST number). */
  taxNumber: string | null;
  email: string | null;
  phone: string | null;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
const RULE = rgb(0.8, 0.8, 0.8);

const TITLES: Record<Invoice['kind'], string> = { INVOICE: 'INVOICE', CREDIT_NOTE: 'CREDIT NOTE' };

/** The amount after tax in words: whole units spelled, cents as a fraction ("… NZD and 50/100"). */
export function amountInWords(amount: number, currency: string): string {
  const cents = Math.round(Math.abs(amount) * 100);
  const whole = Math.floor(cents / 100);
  const words = numberToWords(amount < 0 ? -whole : whole);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${currency} and ${String(cents % 100).padStart(2, '0')}/100`;
}

/** The property's logo from the uploads folder, when it is a PNG or JPEG there (other formats are left out). */
async function logoOf(doc: PDFDocument, uploadsDir: string, url: string | null): Promise<PDFImage | null> {
  if (!url?.startsWith('/uploads/') || url.includes('..')) return null;
  const bytes = await readFile(join(uploadsDir, url.slice('/uploads/'.length))).catch(() => null);
  if (!bytes) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    // A damaged image must not cost the invoice: it is printed without the logo.
  }
  return null;
}

export async function renderInvoicePdf(
  inv: Invoice,
  issuer: InvoiceIssuer,
  uploadsDir: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${TITLES[inv.kind]} ${inv.number ?? 'draft'}`);
  doc.setAuthor(issuer.name);
  doc.setProducer('BookOne');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const charset = new Set(font.getCharacterSet());
  // The standard fonts speak WinAnsi: French currency spacing becomes plain spaces, anything else unknown a '?'.
  const safe = (s: string) =>
    [...s.replace(/[\u202f\u00a0]/g, ' ')].map((c) => (charset.has(c.codePointAt(0)!) ? c : '?')).join('');
  const money = (n: number) => safe(formatCurrency(n, inv.currency));

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (s: string, x: number, size = 9, f: PDFFont = font, color = INK) =>
    page.drawText(safe(s), { x, y, size, font: f, color });
  const right = (s: string, xRight: number, size = 9, f: PDFFont = font) => {
    const t = safe(s);
    page.drawText(t, { x: xRight - f.widthOfTextAtSize(t, size), y, size, font: f, color: INK });
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y + 10 },
      end: { x: A4[0] - MARGIN, y: y + 10 },
      thickness: 0.5,
      color: RULE,
    });
  };

  // Issuer (left) and the document's identity (right).
  const logo = await logoOf(doc, uploadsDir, issuer.logoUrl);
  const top = y;
  if (logo) {
    const scaled = logo.scaleToFit(120, 56);
    page.drawImage(logo, {
      x: MARGIN,
      y: y - scaled.height + 10,
      width: scaled.width,
      height: scaled.height,
    });
    y -= scaled.height + 6;
  }
  text(issuer.name, MARGIN, 13, bold);
  y -= 14;
  for (const line of issuer.addressLines) {
    text(line, MARGIN, 9, font, MUTED);
    y -= 11;
  }
  if (issuer.taxNumber) {
    text(`Tax number: ${issuer.taxNumber}`, MARGIN);
    y -= 11;
  }
  const contact = [issuer.email, issuer.phone].filter(Boolean).join(' · ');
  if (contact) {
    text(contact, MARGIN, 9, font, MUTED);
    y -= 11;
  }
  const afterIssuer = y;
  y = top;
  const title = inv.status === 'DRAFT' ? `DRAFT ${TITLES[inv.kind]}` : TITLES[inv.kind];
  right(title, A4[0] - MARGIN, 16, bold);
  y -= 20;
  const facts: [string, string | null][] = [
    ['Number', inv.number],
    ['Date', inv.issueDate],
    ['Due', inv.dueDate],
    ['Booking', inv.bookingNumber],
    ['Credit note of', inv.creditNoteOfNumber],
    ['Status', inv.status.replace('_', ' ')],
  ];
  for (const [label, value] of facts) {
    if (!value) continue;
    right(`${label}: ${value}`, A4[0] - MARGIN);
    y -= 12;
  }
  y = Math.min(y, afterIssuer) - 14;

  text('Bill to', MARGIN, 9, bold);
  y -= 12;
  text(inv.billToName, MARGIN, 10);
  y -= 12;
  for (const line of (inv.billToAddress ?? '').split('\n').filter(Boolean)) {
    text(line, MARGIN, 9, font, MUTED);
    y -= 11;
  }
  if (inv.billToTaxNumber) {
    text(`Tax number: ${inv.billToTaxNumber}`, MARGIN);
    y -= 11;
  }
  y -= 14;

  // Lines.
  const cols = { qty: 300, unit: 370, disc: 425, rate: 465, tax: 510, total: A4[0] - MARGIN };
  const header = () => {
    text('Description', MARGIN, 8, bold);
    right('Qty', cols.qty, 8, bold);
    right('Unit price', cols.unit, 8, bold);
    right('Discount', cols.disc, 8, bold);
    right('Tax %', cols.rate, 8, bold);
    right('Tax', cols.tax, 8, bold);
    right('Total', cols.total, 8, bold);
    y -= 6;
    rule();
    y -= 8;
  };
  header();
  for (const l of inv.lines) {
    if (y < MARGIN + 60) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
      header();
    }
    const description = l.description.length > 52 ? `${l.description.slice(0, 51)}…` : l.description;
    text(description, MARGIN, 8);
    right(String(l.quantity), cols.qty, 8);
    right(l.unitPrice.toFixed(2), cols.unit, 8);
    right(l.discount ? l.discount.toFixed(2) : '', cols.disc, 8);
    right(l.taxRate.toFixed(2), cols.rate, 8);
    right(l.tax.toFixed(2), cols.tax, 8);
    right(l.total.toFixed(2), cols.total, 8);
    y -= 13;
  }
  y -= 4;
  rule();
  y -= 8;

  // Totals and the tax per rate.
  if (y < MARGIN + 160) {
    page = doc.addPage(A4);
    y = A4[1] - MARGIN;
  }
  const labelX = 330;
  const total = (label: string, value: string, f: PDFFont = font) => {
    text(label, labelX, 9, f);
    right(value, cols.total, 9, f);
    y -= 13;
  };
  if (inv.discountTotal) total('Discounts', money(-inv.discountTotal));
  total('Total before tax', money(inv.subtotal));
  for (const t of inv.taxes) total(`Tax ${t.rate.toFixed(2)}% on ${money(t.net)}`, money(t.tax));
  total('Total after tax', money(inv.total), bold);
  if (inv.credited) total('Credited', money(-inv.credited));
  if (inv.kind === 'INVOICE') {
    total('Paid', money(inv.paid));
    total('Balance due', money(inv.balance), bold);
  }
  y -= 8;
  text(`Amount in words: ${inv.amountInWords}`, MARGIN, 9, font);
  y -= 18;
  if (inv.notes) {
    text('Notes', MARGIN, 9, bold);
    y -= 12;
    for (const line of inv.notes.split('\n').slice(0, 12)) {
      text(line.slice(0, 110), MARGIN, 8, font, MUTED);
      y -= 10;
    }
  }
  if (inv.status === 'VOID') {
    y -= 8;
    text(`VOID: ${inv.voidReason ?? ''}`, MARGIN, 12, bold, rgb(0.7, 0.1, 0.1));
  }
  return doc.save();
}
