import { describe, expect, it } from 'vitest';

import {
  canMoveServiceRequest,
  SERVICE_REQUEST_STATUSES,
  serviceReportQuerySchema,
  serviceRequestCreateSchema,
  serviceRequestTimestamps,
} from './service-request';

const NOW = '2026-11-25T10:00:00.000Z';
const EARLIER = '2026-11-25T08:00:00.000Z';

describe('service request status moves', () => {
  it('a closed request is final; no status moves to itself', () => {
    for (const to of SERVICE_REQUEST_STATUSES) {
      expect(canMoveServiceRequest('CLOSED', to)).toBe(false);
      expect(canMoveServiceRequest(to, to)).toBe(false);
    }
  });

  it('work goes forward, and a resolved request may be reopened until it is closed', () => {
    expect(canMoveServiceRequest('OPEN', 'IN_PROGRESS')).toBe(true);
    expect(canMoveServiceRequest('IN_PROGRESS', 'RESOLVED')).toBe(true);
    expect(canMoveServiceRequest('RESOLVED', 'CLOSED')).toBe(true);
    expect(canMoveServiceRequest('RESOLVED', 'IN_PROGRESS')).toBe(true);
    expect(canMoveServiceRequest('RESOLVED', 'OPEN')).toBe(false);
  });

  it('stamps the start once, the resolution when reached or reopened, and closing resolves what was not', () => {
    expect(serviceRequestTimestamps({ startedAt: null, resolvedAt: null }, 'IN_PROGRESS', NOW)).toEqual({
      startedAt: NOW,
      resolvedAt: null,
    });
    expect(serviceRequestTimestamps({ startedAt: EARLIER, resolvedAt: NOW }, 'IN_PROGRESS', NOW)).toEqual({
      startedAt: EARLIER,
      resolvedAt: null,
    });
    expect(serviceRequestTimestamps({ startedAt: null, resolvedAt: null }, 'RESOLVED', NOW)).toEqual({
      resolvedAt: NOW,
    });
    expect(serviceRequestTimestamps({ startedAt: null, resolvedAt: EARLIER }, 'CLOSED', NOW)).toEqual({
      resolvedAt: EARLIER,
      closedAt: NOW,
    });
    expect(serviceRequestTimestamps({ startedAt: null, resolvedAt: null }, 'CLOSED', NOW)).toEqual({
      resolvedAt: NOW,
      closedAt: NOW,
    });
  });
});

describe('service request schemas', () => {
  it('fills the priority and source, and names each wrong field by its message key', () => {
    const ok = serviceRequestCreateSchema.parse({
      propertyId: 1,
      issueType: 'MAINTENANCE',
      description: ' Tap ',
    });
    expect(ok).toMatchObject({ priority: 'NORMAL', raisedBy: 'GUEST', description: 'Tap' });
    const bad = serviceRequestCreateSchema.safeParse({
      propertyId: 1,
      issueType: 'PLUMBING',
      description: '',
    });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['description', 'issueType']);
  });

  it('refuses a report range that ends before it starts', () => {
    const r = serviceReportQuerySchema.safeParse({
      propertyId: '1',
      fromDate: '2026-11-25',
      toDate: '2026-11-24',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.path).toEqual(['toDate']);
  });
});
