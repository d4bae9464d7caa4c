import { describe, expect, it } from 'vitest';

import { fromZoneLocal, toZoneLocal } from './campaign-zone';

describe("a campaign's send time in its zone", () => {
  it("shows an instant as the zone's clock, whatever the browser's zone", () => {
    expect(toZoneLocal('2027-01-15T20:30:00.000Z', 'Pacific/Auckland')).toBe('2027-01-16T09:30');
    expect(toZoneLocal('2027-01-15T20:30:00.000Z', 'Europe/Paris')).toBe('2027-01-15T21:30');
    expect(toZoneLocal(null, 'UTC')).toBe('');
  });

  it("reads the box's clock time in the zone; an empty box is no time", () => {
    expect(fromZoneLocal('2027-01-16T09:30', 'Pacific/Auckland')).toBe('2027-01-15T20:30:00.000Z');
    expect(fromZoneLocal('2027-07-16T09:30', 'Pacific/Auckland')).toBe('2027-07-15T21:30:00.000Z');
    expect(fromZoneLocal('', 'Pacific/Auckland')).toBeNull();
  });
});
