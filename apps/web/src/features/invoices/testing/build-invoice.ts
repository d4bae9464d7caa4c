import type { Invoice, InvoiceSummary } from '@bookone/domain';

/** An invoice answer of the API, valid against the domain schema; override what a test is about. */
export function buildInvoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 41,
    propertyId: 12,
    propertyName: 'Harbour View Hotel',
    kind: 'INVOICE',
    number: null,
    status: 'DRAFT',
    source: 'BLANK',
    customerId: null,
    companyId: null,
    billToName: 'Tasman Travel',
    billToTaxNumber: 'NZ-99',
    bookingId: null,
    bookingNumber: null,
    reservationId: null,
    creditNoteOf: null,
    creditNoteOfNumber: null,
    currency: 'NZD',
    issueDate: null,
    dueDate: null,
    subtotal: 200,
    taxTotal: 30,
    total: 230,
    credited: 0,
    paid: 0,
    balance: 230,
    createdAt: '2026-05-01T09:00:00.000Z',
    updatedAt: '2026-05-01T09:00:00.000Z',
    billToAddress: null,
    notes: null,
    lines: [
      {
        id: 1,
        position: 1,
        description: 'Conference room',
        quantity: 2,
        unitPrice: 100,
        discount: 0,
        taxRate: 15,
        net: 200,
        tax: 30,
        total: 230,
      },
    ],
    taxes: [{ rate: 15, net: 200, tax: 30 }],
    discountTotal: 0,
    amountInWords: 'Two hundred thirty NZD and 00/100',
    voidReason: null,
    voidedAt: null,
    issuedAt: null,
    createdByName: 'Hana Manager',
    payments: [],
    creditNotes: [],
    ...over,
  };
}

export const summaryOf = (i: Invoice): InvoiceSummary => {
  const {
    billToAddress,
    notes,
    lines,
    taxes,
    discountTotal,
    amountInWords,
    voidReason,
    voidedAt,
    issuedAt,
    createdByName,
    payments,
    creditNotes,
    ...summary
  } = i;
  void [
    billToAddress,
    notes,
    lines,
    taxes,
    discountTotal,
    amountInWords,
    voidReason,
    voidedAt,
    issuedAt,
    createdByName,
    payments,
    creditNotes,
  ];
  return summary;
};
