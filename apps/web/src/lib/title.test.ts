import { describe, expect, it } from 'vitest';

import { buildDocumentTitle } from './title';

describe('buildDocumentTitle', () => {
  it('is just the app name when no route has a title', () => {
    expect(buildDocumentTitle([], 'BookOne')).toBe('BookOne');
  });

  it('adds a single route title before the app name', () => {
    expect(buildDocumentTitle(['Sign in'], 'BookOne')).toBe('Sign in | BookOne');
  });

  it("joins the route chain with ' > ' then ' | ' and the app name", () => {
    expect(buildDocumentTitle(['BookOne Services', 'Dashboard'], 'BookOne')).toBe(
      'BookOne Services > Dashboard | BookOne',
    );
  });

  it('skips untitled and blank parts', () => {
    expect(buildDocumentTitle([undefined, '  ', null, 'Invoice', ''], 'Acme')).toBe('Invoice | Acme');
    expect(buildDocumentTitle([undefined, ' '], 'Acme')).toBe('Acme');
  });
});
