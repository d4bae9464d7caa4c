import { SESSION_KEYS } from '@bookone/domain';
import { describe, expect, it } from 'vitest';

import { buildLoginResponse, buildUser } from '../testing/data-generators';
import {
  clearSession,
  getAuthToken,
  getSessionProperty,
  getSessionRoles,
  getUserId,
  saveSession,
  saveSessionPermissions,
  sessionCan,
  setStoredNotificationCount,
} from './session';

describe('session', () => {
  it('stores a login answer under the spec keys', () => {
    const response = buildLoginResponse();
    saveSession(response);
    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBe('token-123');
    expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBe('7');
    expect(sessionStorage.getItem(SESSION_KEYS.propertyId)).toBe('12');
    expect(sessionStorage.getItem(SESSION_KEYS.organizationId)).toBe('1');
    expect(sessionStorage.getItem(SESSION_KEYS.roles)).toBe('["PROP_ADMIN"]');
    expect(sessionStorage.getItem(SESSION_KEYS.userName)).toBe('ada');
    expect(getAuthToken()).toBe('token-123');
    expect(getUserId()).toBe(7);
    expect(getSessionRoles()).toEqual(['PROP_ADMIN']);
    expect(getSessionProperty()).toEqual(response.property);
  });

  it('stores nothing once signed out: a read answering after Sign Out leaves the storage empty', () => {
    saveSession(buildLoginResponse());
    clearSession();
    saveSessionPermissions(['payment.read']);
    setStoredNotificationCount(3);
    expect(sessionStorage.length).toBe(0);
  });

  it('leaves out the property and organisation keys when the user has none, dropping older values', () => {
    saveSession(buildLoginResponse());
    saveSession(buildLoginResponse({ user: buildUser({ organisationId: null }), property: null }));
    expect(sessionStorage.getItem(SESSION_KEYS.propertyId)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.propertyDetails)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.organizationId)).toBeNull();
    expect(getSessionProperty()).toBeNull();
  });

  it('clears all of session storage', () => {
    saveSession(buildLoginResponse());
    sessionStorage.setItem('Other', 'x');
    clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(getUserId()).toBeNull();
  });
});

describe('sessionCan (issue 10: custom roles)', () => {
  it('answers a built-in role from the domain table, whatever the stored list says', () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['PROP_FRONTDESK'] }) }));
    saveSessionPermissions(['expense.read']);
    expect(sessionCan('booking.write')).toBe(true);
    expect(sessionCan('expense.read')).toBe(false);
  });

  it("answers a custom role from the server's list, kept from the navigation answer", () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['CUSTOM_PROPERTY_NIGHT_AUDITOR'] }) }));
    expect(getSessionRoles()).toEqual(['CUSTOM_PROPERTY_NIGHT_AUDITOR']);
    expect(sessionCan('payment.read')).toBe(false);
    saveSessionPermissions(['self.read', 'payment.read']);
    expect(sessionCan('payment.read')).toBe(true);
    expect(sessionCan('payment.write')).toBe(false);
    clearSession();
    expect(sessionCan('payment.read', ['CUSTOM_PROPERTY_NIGHT_AUDITOR'])).toBe(false);
  });
});
