import type { ServiceRequest } from '@bookone/domain';

/** An open "Broken tap" request of room 101 at property 12, for the service requests tests. */
export function buildRequest(overrides: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    id: 1,
    organisationId: 3,
    propertyId: 12,
    referenceNumber: 'SR-000001',
    issueType: 'MAINTENANCE',
    description: 'Broken tap',
    priority: 'HIGH',
    raisedBy: 'GUEST',
    status: 'OPEN',
    roomId: 11,
    roomNumber: '101',
    bookingId: null,
    bookingNumber: null,
    customerId: null,
    customerName: null,
    assignedRole: 'PROP_HOUSEKEEPING',
    assignedUserId: null,
    assignedUserName: null,
    notes: null,
    openedAt: '2026-05-04T09:30:00Z',
    startedAt: null,
    resolvedAt: null,
    closedAt: null,
    createdByName: 'Front Desk',
    createdAt: '2026-05-04T09:30:00Z',
    updatedAt: '2026-05-04T09:30:00Z',
    ...overrides,
  };
}
