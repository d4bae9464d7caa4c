import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { renderRoutes } from '../../../testing/test-utils';
import { DayAgenda } from './day-agenda';
import type { TimelineGroup, TimelineItem } from '../../../components/resource-timeline/types';

const GROUPS: TimelineGroup[] = [
  {
    id: '1',
    label: 'Standard Queen',
    unallocatedRow: true,
    resources: [
      { id: 'r101', label: '101', detail: 'Clean' },
      { id: 'r102', label: '102' },
    ],
  },
];
const item = (
  id: string,
  resourceId: string | null,
  start: string,
  end: string,
  label: string,
): TimelineItem => ({
  id,
  groupId: '1',
  resourceId,
  start,
  end,
  label,
  colour: { background: '#1565c0', text: '#fff' },
});
const ITEMS = [
  item('a', 'r101', '2026-05-04', '2026-05-06', 'Mere Tipene'),
  item('b', null, '2026-05-05', '2026-05-06', 'Liam Walker'),
];

function Agenda({ onOpen }: { onOpen: (item: TimelineItem) => void }) {
  const [day, setDay] = useState('2026-05-04');
  return <DayAgenda groups={GROUPS} items={ITEMS} day={day} onDayChange={setDay} onOpen={onOpen} />;
}

describe('DayAgenda (tape chart on a phone)', () => {
  it('shows the day room by room, moves a day at a time and opens a stay', async () => {
    const onOpen = vi.fn();
    const { user } = renderRoutes([{ path: '/', element: <Agenda onOpen={onOpen} /> }]);
    const rooms = screen.getByRole('list', { name: 'Standard Queen' });
    expect(within(rooms).getAllByRole('listitem')[0]).toHaveTextContent('101CleanMere Tipene');
    expect(within(rooms).getAllByRole('listitem')[1]).toHaveTextContent('102Free');
    expect(screen.queryByText('Liam Walker')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(screen.getByText('No room yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Liam Walker/ }));
    expect(onOpen).toHaveBeenCalledWith(ITEMS[1]);
  });
});
