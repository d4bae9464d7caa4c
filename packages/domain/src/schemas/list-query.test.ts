import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import { listQuery } from './common';

const query = listQuery({
  sorts: ['date', 'amount'],
  filters: { mode: z.enum(['Cash', 'Card']).optional() },
});

describe('listQuery', () => {
  it('gives every list the same paging, order and search, with its own sorts and filters', () => {
    expect(query.parse({ page: '2', sort: 'amount', order: 'desc', search: ' x ', mode: 'Card' })).toEqual({
      page: 2,
      size: 25,
      sort: 'amount',
      order: 'desc',
      search: 'x',
      mode: 'Card',
    });
  });

  it("refuses a sort key the list does not have and a filter's bad value, naming the field", () => {
    const bad = query.safeParse({ sort: 'guestName', mode: 'Cheque' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['mode', 'sort']);
  });
});
