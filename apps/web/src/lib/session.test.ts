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
