import { describe, expect, it } from 'vitest';

import {
  ACCOMMODATION,
  APP_ID,
  APP_ID_HEADER,
  BUSINESS_TYPES,
  MAX_IMAGE_BYTES,
  PARENT_ORGANISATION_ID,
  PROPERTY_STATUSES,
} from './constants';

describe('business constants of spec §9', () => {
  it('sends BOOKONE_WEB_APP in the APP_ID header', () => {
    expect(APP_ID).toBe('BOOKONE_WEB_APP');
    expect(APP_ID_HEADER).toBe('APP_ID');
  });

  it('uses organisation 1 as the parent organisation', () => {
    expect(PARENT_ORGANISATION_ID).toBe(1);
  });

  it('knows accommodation as a business type', () => {
    expect(ACCOMMODATION).toBe('Accommodation');
    expect(BUSINESS_TYPES).toContain(ACCOMMODATION);
  });

  it('knows the property statuses NEW and COMPLETED', () => {
    expect(PROPERTY_STATUSES).toContain('NEW');
    expect(PROPERTY_STATUSES).toContain('COMPLETED');
  });

  it('limits uploaded images to 5 MiB', () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
  });
});
