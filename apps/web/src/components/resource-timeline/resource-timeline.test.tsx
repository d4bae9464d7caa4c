import { ThemeProvider } from '@mui/material/styles';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { theme } from '../../app/theme';
import { ResourceTimeline, TimelineChangeCancelled, type ResourceTimelineProps } from './resource-timeline';
import type { TimelineGroup, TimelineItem, TimelineRange } from './types';

const groups: TimelineGroup[] = [
  {
    id: 'queen',
    label: 'Queen',
    unallocatedRow: true,
    resources: [
      { id: '101', label: '101' },
      { id: '102', label: '102' },
    ],
  },
];
const colour = { background: '#1565c0', text: '#ffffff' };
const ann: TimelineItem = {
  id: 'ann',
  groupId: 'queen',
  resourceId: '101',
  start: '2026-05-11',
  end: '2026-05-13',
  label: 'Ann Smith',
  colour,
};
const bob: TimelineItem = {
  id: 'bob',
  groupId: 'queen',
  resourceId: null,
  start: '2026-05-12',
  end: '2026-05-14',
  label: 'Bob Jones',
  colour,
};

function Harness(props: Partial<ResourceTimelineProps>) {
  const [range, setRange] = useState<TimelineRange>({ start: '2026-05-10', days: 7 });
  return (
    <ThemeProvider theme={theme}>
      <ResourceTimeline
        label="Booking calendar"
        resourceHeading="Rooms"
        groups={groups}
        items={ITEMS}
        range={range}
        today="2026-05-12"
        {...props}
        onRangeChange={(r) => {
          setRange(r);
          props.onRangeChange?.(r);
        }}
      />
    </ThemeProvider>
  );
}
const ITEMS = [ann, bob];

const item = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name},`) });
const status = () => screen.getByRole('status');

describe('resource timeline: keyboard', () => {
  it('moves an item a room down with an arrow key and drops it with Enter', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn(() => Promise.resolve());
    render(<Harness onMove={onMove} />);

    item('Ann Smith').focus();
    await user.keyboard('{ArrowDown}');
    // Shown on the new room at once, still focused, and announced.
    expect(item('Ann Smith')).toHaveAttribute('data-resource-id', '102');
    expect(item('Ann Smith')).toHaveFocus();
    expect(status()).toHaveTextContent(/Moving Ann Smith to 102/);
    expect(onMove).not.toHaveBeenCalled();

    await user.keyboard('{ArrowRight}{Enter}');
    expect(onMove).toHaveBeenCalledWith(ann, '102', '2026-05-12', 'queen');
    expect(await screen.findByText(/Ann Smith is now at 102/)).toBeInTheDocument();
  });

  it('puts the item back with Escape without calling the server', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);

    item('Ann Smith').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(item('Ann Smith')).toHaveAttribute('data-start', '2026-05-13');
    await user.keyboard('{Escape}');
    expect(item('Ann Smith')).toHaveAttribute('data-start', '2026-05-11');
    expect(item('Ann Smith')).toHaveAttribute('data-resource-id', '101');
    expect(status()).toHaveTextContent('Ann Smith is back where it was.');
    await user.keyboard('{Enter}');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('changes the end with Shift+arrows (never below one day) and saves it with Enter', async () => {
    const user = userEvent.setup();
    const onResize = vi.fn(() => Promise.resolve());
    const onMove = vi.fn();
    render(<Harness onResize={onResize} onMove={onMove} />);

    item('Ann Smith').focus();
    await user.keyboard('{Shift>}{ArrowLeft}{ArrowLeft}{ArrowLeft}{/Shift}');
    expect(item('Ann Smith')).toHaveAttribute('data-end', '2026-05-12');
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{ArrowRight}{/Shift}{Enter}');
    expect(onResize).toHaveBeenCalledWith(ann, '2026-05-15');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('opens an item with Enter when it has not moved', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Harness onOpen={onOpen} onMove={vi.fn()} />);
    item('Bob Jones').focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(bob);
  });

  it('rolls a refused move back visibly and says why', async () => {
    const user = userEvent.setup();
    let refuse: (e: Error) => void = () => undefined;
    const onMove = vi.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    render(<Harness onMove={onMove} />);

    item('Bob Jones').focus();
    await user.keyboard('{ArrowDown}{Enter}');
    // Optimistic: on room 101 while the server thinks.
    expect(item('Bob Jones')).toHaveAttribute('data-resource-id', '101');
    expect(item('Bob Jones')).toHaveAttribute('aria-busy', 'true');

    await act(async () => refuse(new Error('Room 101 is already taken on 2026-05-12')));
    expect(item('Bob Jones')).toHaveAttribute('data-resource-id', '');
    expect(item('Bob Jones')).toHaveAttribute('data-rolled-back', 'true');
    const alert = screen.getByTestId('timeline-refused');
    expect(alert).toHaveTextContent(
      'Bob Jones is back where it was. Room 101 is already taken on 2026-05-12',
    );
    expect(status()).toHaveTextContent(/could not be moved/);
  });

  it('rolls back without an error when the change is called off', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn(() => Promise.reject(new TimelineChangeCancelled()));
    render(<Harness onMove={onMove} />);
    item('Ann Smith').focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Ann Smith is back where it was.')).toBeInTheDocument();
    expect(item('Ann Smith')).toHaveAttribute('data-resource-id', '101');
    expect(screen.queryByTestId('timeline-refused')).not.toBeInTheDocument();
  });

  it('does not move an item marked not movable, nor any item without onMove', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    item('Ann Smith').focus();
    await user.keyboard('{ArrowDown}');
    expect(item('Ann Smith')).toHaveAttribute('data-resource-id', '101');
  });

  it('moves between empty cells with arrows and creates with Enter', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    render(<Harness onCreate={onCreate} />);
    const grid = screen.getByRole('grid', { name: 'Booking calendar' });
    // One cell of the grid is in the tab order: the first one.
    const first = within(grid)
      .getAllByRole('gridcell')
      .filter((c) => c.tabIndex === 0);
    expect(first).toHaveLength(1);
    first[0]!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toHaveAttribute('data-date', '2026-05-12');
    expect(document.activeElement).toHaveAttribute('data-resource-id', '102');
    await user.keyboard('{Enter}');
    expect(onCreate).toHaveBeenCalledWith('102', '2026-05-12', 'queen');
  });
});

describe('resource timeline: view', () => {
  it('names an empty cell by its room and day, and a cell with bars by the bars (the text it shows)', () => {
    const carol: TimelineItem = { ...bob, id: 'carol', label: 'Carol Ngata' };
    render(<Harness items={[ann, bob, carol]} />);
    const cell = item('Ann Smith').closest('[role="gridcell"]')!;
    expect(cell).toHaveAccessibleName(/^Ann Smith/);
    // Two bars stacked in one cell: both named, in the order shown.
    const stacked = item('Carol Ngata').closest('[role="gridcell"]')!;
    expect(stacked).toHaveAccessibleName(/^Bob Jones.*Carol Ngata/);
    const empty = screen
      .getAllByRole('gridcell')
      .find(
        (c) => c.getAttribute('data-date') === '2026-05-12' && c.getAttribute('data-resource-id') === '102',
      );
    expect(empty).toHaveAccessibleName('102, Tuesday, May 12');
    // axe's label-content-name-mismatch: no cell carries a label that hides the text it shows.
    for (const c of screen.getAllByRole('gridcell'))
      if (c.hasAttribute('aria-label')) expect(c.textContent?.trim()).toBe('');
  });

  it('marks today, and pages with previous, next, today and the view length', async () => {
    const user = userEvent.setup();
    const onRangeChange = vi.fn();
    render(<Harness onRangeChange={onRangeChange} />);
    expect(screen.getAllByRole('columnheader', { name: /today$/ })).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: /today$/ })).toHaveAttribute('data-date', '2026-05-12');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: '2026-05-17', days: 7 });
    await user.click(screen.getByRole('button', { name: '14 days' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: '2026-05-17', days: 14 });
    expect(screen.getAllByRole('columnheader')).toHaveLength(15);
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: '2026-05-11', days: 14 });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onRangeChange).toHaveBeenLastCalledWith({ start: '2026-04-27', days: 14 });
  });
});
