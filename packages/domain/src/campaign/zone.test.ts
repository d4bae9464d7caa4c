import { describe, expect, it } from 'vitest';

import { campaignZone } from './zone';

const harbour = { id: 3, name: 'Harbour View', timezone: 'Pacific/Auckland' };
const lodge = { id: 9, name: 'Alpine Lodge', timezone: 'Europe/Paris' };

describe('campaignZone', () => {
  it("is the campaign's property's zone", () => {
    expect(campaignZone([harbour, lodge], 9)).toEqual({ zone: 'Europe/Paris', property: lodge });
  });

  it("is the organisation's first property's for a campaign of the whole organisation, UTC without one", () => {
    expect(campaignZone([lodge, harbour], null)).toEqual({ zone: 'Pacific/Auckland', property: harbour });
    expect(campaignZone([], null)).toEqual({ zone: 'UTC', property: null });
  });
});
