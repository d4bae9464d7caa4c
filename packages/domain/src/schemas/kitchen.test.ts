import { describe, expect, it } from 'vitest';

import {
  canMoveKitchenTicket,
  isKitchenTicketLate,
  KITCHEN_TICKET_STATUSES,
  kitchenTicketAge,
  kitchenTicketQuerySchema,
  nextKitchenStatus,
} from './kitchen';

describe('kitchen ticket moves', () => {
  it('a served ticket is final and no status moves to itself', () => {
    for (const s of KITCHEN_TICKET_STATUSES) {
      expect(canMoveKitchenTicket('SERVED', s)).toBe(false);
      expect(canMoveKitchenTicket(s, s)).toBe(false);
    }
  });

  it('goes forward (a new ticket may go straight to ready) and back one step, never skips to served', () => {
    expect(canMoveKitchenTicket('NEW', 'PREPARING')).toBe(true);
    expect(canMoveKitchenTicket('NEW', 'READY')).toBe(true);
    expect(canMoveKitchenTicket('PREPARING', 'READY')).toBe(true);
    expect(canMoveKitchenTicket('READY', 'SERVED')).toBe(true);
    expect(canMoveKitchenTicket('READY', 'PREPARING')).toBe(true);
    expect(canMoveKitchenTicket('NEW', 'SERVED')).toBe(false);
    expect(canMoveKitchenTicket('PREPARING', 'SERVED')).toBe(false);
  });

  it('the one-key bump follows NEW → PREPARING → READY → SERVED and stops there', () => {
    expect(nextKitchenStatus('NEW')).toBe('PREPARING');
    expect(nextKitchenStatus('PREPARING')).toBe('READY');
    expect(nextKitchenStatus('READY')).toBe('SERVED');
    expect(nextKitchenStatus('SERVED')).toBeNull();
    for (const s of KITCHEN_TICKET_STATUSES) {
      const next = nextKitchenStatus(s);
      if (next) expect(canMoveKitchenTicket(s, next)).toBe(true);
    }
  });
});

describe('ticket age', () => {
  const created = '2026-11-27T12:00:00.000Z';
  it('counts whole minutes and is late from the threshold while still to cook', () => {
    expect(kitchenTicketAge(created, new Date('2026-11-27T12:14:59.000Z'))).toBe(14);
    expect(isKitchenTicketLate({ status: 'NEW', createdAt: created }, new Date('2026-11-27T12:14:59Z'))).toBe(
      false,
    );
    expect(
      isKitchenTicketLate({ status: 'PREPARING', createdAt: created }, new Date('2026-11-27T12:15:00Z')),
    ).toBe(true);
    // Ready is done cooking: never late.
    expect(
      isKitchenTicketLate({ status: 'READY', createdAt: created }, new Date('2026-11-27T13:00:00Z')),
    ).toBe(false);
    // A void ticket is not to cook any more: never late.
    expect(
      isKitchenTicketLate(
        { status: 'NEW', createdAt: created, voidedAt: '2026-11-27T12:10:00Z' },
        new Date('2026-11-27T13:00:00Z'),
      ),
    ).toBe(false);
  });
});

describe('display query', () => {
  it('takes one status or several, and none means the open ones (left to the server)', () => {
    expect(kitchenTicketQuerySchema.parse({ status: 'NEW' }).status).toEqual(['NEW']);
    expect(kitchenTicketQuerySchema.parse({ status: ['NEW', 'READY'] }).status).toEqual(['NEW', 'READY']);
    expect(kitchenTicketQuerySchema.parse({}).status).toBeUndefined();
    expect(kitchenTicketQuerySchema.safeParse({ status: 'COOKING' }).success).toBe(false);
  });
});
