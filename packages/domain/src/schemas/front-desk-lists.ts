// Fixed lists of the front office (issue 5), from original-app.md §3 (misspellings corrected).

/** Add-on services and charges on a booking. */
export const SERVICE_TYPES = [
  'Late Check In',
  'Late Check Out',
  'Early Check In',
  'Early Check Out',
  'Breakfast',
  'Transport',
  'Meal',
  'Tea or Coffee',
  'Parking',
  'Towels',
  'Bed Sheets',
  'Toiletries',
  'Laundry',
  'Kitchen',
  'Ironing',
  'Mineral Water',
  'Internet',
  'DTH',
  'Entertainment',
  'Extra-Adult',
  'Extra-Child',
  'Miscellaneous',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const PAYMENT_MODES = [
  'Cash',
  'Card',
  'BankTransfer',
  'Cheque',
  'DemandDraft',
  'PaymentTerminal',
  'Wallet',
  'UPI',
  'BillToRoom',
] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** NotPaid → Paid; a Paid payment is read-only. */
export const PAYMENT_STATUSES = ['NotPaid', 'Paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const EXPENSE_TYPES = [
  'Property Tax',
  'Property Damage',
  'Miscellaneous Damage',
  'Cleaning Fee',
  'House Insurance',
  'Vehicle Insurance',
  'Fuel',
  'Grocery',
  'Vehicle Maintenance',
  'Garden & Garden Maintenance',
  'Utility Bill',
  'Meal & Restaurant Bill',
  'Tea or Coffee or Soft Beverages or Alcohol',
  'NetFlix, Amazon Prime, Spotify, 4G',
  'Gym or Club Membership',
  'Brokerage/ThirdParty Expenses',
  'Booking Refund',
  'Miscellaneous',
  'Salary/Wages',
  'Property Rent/Mortgage',
  'Convenience Fees',
  'Delivery Charge Refund',
  'Order Refund',
] as const;
export type ExpenseType = (typeof EXPENSE_TYPES)[number];

/** Identity document types (the original's misspellings corrected). */
export const ID_DOCUMENT_TYPES = [
  'Passport',
  'Driving_License',
  'University_ID_Card',
  'Tax_ID',
  'National_ID_Card',
  'Overseas_Passport',
  'Overseas_Driving_License',
  'OTHER',
] as const;
export type IdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

/** Largest identity-document or receipt file (image or PDF). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;

export const GENDERS = ['Female', 'Male', 'Other', 'Undisclosed'] as const;

/** What the booking audit trail records. */
export const AUDIT_TYPES = [
  'NEW_BOOKING',
  'CONFIRMED',
  'CHECK_IN',
  'ROOM_ALLOCATION',
  'ROOM_SHIFT',
  'ROOM_RELEASE',
  'ROOM_CATEGORY_CHANGE',
  'DATE_CHANGE',
  'GUEST_CHANGE',
  'PLAN_CHANGE',
  'GUEST_DETAILS_UPDATE',
  'DISCOUNT_CHANGE',
  'SERVICE_ADDED',
  'SERVICE_REMOVED',
  'PAYMENT',
  'BOOKING_CHECKOUT',
  'UNDO_CHECKOUT',
  'BOOKING_CANCELLED',
  'VOID',
  'NO_SHOW',
] as const;
export type AuditType = (typeof AUDIT_TYPES)[number];
