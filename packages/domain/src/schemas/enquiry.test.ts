import { describe, expect, it } from 'vitest';

import {
  canMoveEnquiry,
  enquiryInputSchema,
  enquiryNumber,
  enquiryStatusSchema,
  enquiryUpdateSchema,
} from './enquiry';

const issues = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('enquiry rules', () => {
  it('moves an open enquiry anywhere, reopens a lost or expired one, never moves a won one', () => {
    expect(canMoveEnquiry('NEW', 'QUOTED')).toBe(true);
    expect(canMoveEnquiry('QUOTED', 'EXPIRED')).toBe(true);
    expect(canMoveEnquiry('LOST', 'NEW')).toBe(true);
    expect(canMoveEnquiry('LOST', 'EXPIRED')).toBe(false);
    expect(canMoveEnquiry('EXPIRED', 'WON')).toBe(false);
    expect(canMoveEnquiry('WON', 'LOST')).toBe(false);
    expect(canMoveEnquiry('WON', 'NEW')).toBe(false);
  });

  it('numbers enquiries per organisation, padded', () => {
    expect(enquiryNumber(42)).toBe('ENQ-00042');
    expect(enquiryNumber(123456)).toBe('ENQ-123456');
  });

  it('asks for a way to answer, dates in order and a budget whose maximum is not below its minimum', () => {
    const r = enquiryInputSchema.safeParse({
      firstName: 'Ana',
      checkInDate: '2026-05-03',
      checkOutDate: '2026-05-03',
      budgetMin: 300,
      budgetMax: 200,
    });
    expect(issues(r)).toEqual({
      phone: 'validation.phoneOrEmail',
      checkOutDate: 'validation.checkOutAfterCheckIn',
      budgetMax: 'validation.notBelowMinimum',
    });
    const ok = enquiryInputSchema.parse({ firstName: 'Ana', phone: '+64 21 555 0100' });
    expect(ok).toMatchObject({ source: 'PHONE', persons: 1, rooms: 1, children: 0, pets: 0 });
  });

  it('lets an update leave the contact out, but not clear both', () => {
    expect(enquiryUpdateSchema.safeParse({ notes: 'called back' }).success).toBe(true);
    expect(issues(enquiryUpdateSchema.safeParse({ phone: null, email: null }))).toEqual({
      phone: 'validation.phoneOrEmail',
    });
  });

  it('needs a reason to lose and a booking to win', () => {
    expect(issues(enquiryStatusSchema.safeParse({ status: 'LOST', lostReason: '  ' }))).toEqual({
      lostReason: 'validation.required',
    });
    expect(issues(enquiryStatusSchema.safeParse({ status: 'WON' }))).toEqual({
      bookingId: 'validation.required',
    });
    expect(enquiryStatusSchema.safeParse({ status: 'EXPIRED' }).success).toBe(true);
  });
});
