import type { Customer, LoginResponse, Notification, Property, User } from '@bookone/domain';

export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    username: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    photoUrl: null,
    roles: ['PROP_ADMIN'],
    organisationId: 1,
    propertyId: 12,
    targetStartDate: null,
    targetEndDate: null,
    targetAmount: null,
    enabled: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function buildProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: 12,
    organisationId: 1,
    name: 'Harbour View Hotel',
    shortName: null,
    businessType: 'Accommodation',
    propertyStatus: 'COMPLETED',
    plan: 'Business Premium',
    logoUrl: null,
    imageUrl: null,
    seoFriendlyName: null,
    noOfRoomType: 1,
    subscriptionList: [],
    taxDetails: null,
    localCurrency: 'NZD',
    timezone: 'Pacific/Auckland',
    email: null,
    mobile: null,
    phone: null,
    address: {
      addressLine1: null,
      addressLine2: null,
      suburb: null,
      city: 'Auckland',
      state: null,
      country: 'New Zealand',
      postcode: null,
    },
    ...overrides,
  };
}

export function buildLoginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: 'token-123',
    expiresAt: '2099-01-01T00:00:00.000Z',
    user: buildUser(),
    property: buildProperty(),
    ...overrides,
  };
}

export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    propertyId: 12,
    notificationType: 'RESERVATION',
    referenceNumber: 'RES-0001',
    referenceId: '101',
    status: 'confirmed',
    notificationStatus: 'New',
    message: 'New reservation from Grace Hopper',
    createdDate: '2026-01-05T09:07:00',
    ...overrides,
  };
}

/** A customer answer of the API, valid against the domain schema; override what a test is about. */
export function buildCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 3,
    propertyId: 12,
    firstName: 'Ana',
    lastName: 'Silva',
    company: null,
    email: 'ana@example.com',
    phone: null,
    addressLine1: null,
    addressLine2: null,
    city: null,
    state: null,
    country: null,
    postcode: null,
    notes: null,
    gender: null,
    language: null,
    birthday: null,
    anniversary: null,
    taxId: null,
    marketingConsent: false,
    marketingConsentAt: null,
    createdAt: '2026-05-01T10:00:00Z',
    updatedAt: '2026-05-01T10:00:00Z',
    ...overrides,
  };
}
