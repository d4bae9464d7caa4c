import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { alpha, keyframes } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';

import { formatDay, formatInstantDay, formatRange, formatTime, formatTimeRange } from './format';
import {
  assignLanes,
  daysFromPixels,
  moveBy,
  moveTo,
  placementOf,
  rangeAround,
  resizeBy,
  rowKey,
  rowsOf,
  samePlacement,
  shiftRange,
  VIEW_LENGTHS,
  visibleSpan,
} from './geometry';
import { dayScale, type TimelineScale } from './scale';
import type { Placement, TimelineGroup, TimelineItem, TimelineRange, TimelineRow } from './types';

/**
 * Thrown (rejected) by onMove/onResize when the user called the change off (e.g. answered Cancel to a confirmation):
 * the item goes back without an error message.
 */
export class TimelineChangeCancelled extends Error {
  override readonly name = 'TimelineChangeCancelled';
}

export type ResourceTimelineProps = {
  /** The accessible name of the grid, e.g. "Booking calendar". */
  label: string;
  /** The title of the row-header column, e.g. "Rooms". */
  resourceHeading: string;
  groups: readonly TimelineGroup[];
  /** The items (keep the array stable between renders: useMemo over the fetched data). */
  items: readonly TimelineItem[];
  range: TimelineRange;
  /**
   * The time axis when it is not `range`'s days: slots of a day or a week (scale.ts). The built-in toolbar pages
   * days, so a slot scale comes with its own `toolbar`.
   */
  scale?: TimelineScale;
  /** Replaces the built-in toolbar (previous/today/next and the view lengths). */
  toolbar?: ReactNode;
  /** Today (YYYY-MM-DD) where the resources are, for the today marker and the Today button. */
  today: string;
  onRangeChange?: (range: TimelineRange) => void;
  /** Cells to shade as closed (e.g. outside a resource's working hours); they say so to screen readers. */
  isClosed?: (row: TimelineRow, column: number) => boolean;
  /**
   * A drop on another row or other days. The item shows there until the promise settles: resolve once `items`
   * show the change (after refetching), reject to refuse it (the item goes back and the message is shown).
   */
  onMove?: (
    item: TimelineItem,
    resourceId: string | null,
    start: string,
    groupId: string,
  ) => Promise<unknown> | void;
  /** A new end (exclusive) from the end handle or Shift+arrows. Reject to refuse it. */
  onResize?: (item: TimelineItem, end: string) => Promise<unknown> | void;
  /** A click or Enter on an empty cell: its column's start (a day, or an instant on a slot scale). */
  onCreate?: (resourceId: string | null, start: string, groupId: string) => void;
  /** A click or Enter on an item. */
  onOpen?: (item: TimelineItem) => void;
  loading?: boolean;
};

const ROW_HEADER_WIDTH = 190;
const LANE_HEIGHT = 34;
const ROW_PADDING = 6;
const HEADER_HEIGHT = 52;
/** Narrower columns for the longer views, so a month still fits a laptop screen with little scrolling. */
const dayWidthFor = (days: number) => (days <= 7 ? 128 : days <= 14 ? 76 : 46);
/** A slot column: wide enough for a 15-minute bar to be hit on a day, a week still scrolls. */
const slotWidthFor = (scale: TimelineScale) => (scale.unit === 'slot' && scale.days.length > 1 ? 16 : 30);
/** How far the pointer must travel before a press becomes a drag (a shorter press is a click). */
const DRAG_THRESHOLD = 4;
/** How long a refused item stays marked after it went back. */
const ROLLBACK_MARK_MS = 6000;

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  20%, 60% { transform: translateX(-4px); }
  40%, 80% { transform: translateX(4px); }
`;

type Draft = { itemId: string; placement: Placement; via: 'pointer' | 'keyboard' };
/** A change shown while the server decides (the item's placement until the callback settles). */
type Override = { placement: Placement };
type PointerDrag = {
  item: TimelineItem;
  mode: 'move' | 'resize';
  x: number;
  y: number;
  origin: Placement;
  moved: boolean;
  current: Placement;
};

const isWeekend = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
};

/**
 * Resources (rows, in groups, each group with an optional "unallocated" row) × time (columns: days, or slots of a
 * day or week with hour headers). Items are bars over their time; they can be dragged to another row or time,
 * resized from their end, and operated entirely from the keyboard. Every change is shown at once and rolled back
 * visibly when the callback rejects.
 *
 * Keyboard: Tab reaches each item and one cell of the grid. On an item, arrows move it (rows, columns), Space or
 * "m" picks it up, Shift+Left/Right change its end, Enter drops it (or opens it when it has not moved), Escape
 * puts it back. On a cell, arrows move between cells and Enter creates.
 */
export function ResourceTimeline({
  label,
  resourceHeading,
  groups,
  items,
  range,
  scale: givenScale,
  toolbar,
  today,
  onRangeChange,
  isClosed,
  onMove,
  onResize,
  onCreate,
  onOpen,
  loading = false,
}: ResourceTimelineProps) {
  const { t, i18n } = useTranslation('timeline');
  const language = i18n.language;
  const hintId = useId();
  const scale = useMemo(() => givenScale ?? dayScale(range), [givenScale, range]);
  const dayWidth = scale.unit === 'day' ? dayWidthFor(range.days) : slotWidthFor(scale);
  const columns = scale.columns;
  const rows = useMemo(() => rowsOf(groups, t('unallocated')), [groups, t]);

  const [draft, setDraft] = useState<Draft | null>(null);
  const [overrides, setOverrides] = useState<ReadonlyMap<string, Override>>(new Map());
  const [refused, setRefused] = useState<{ itemId: string; label: string; message: string } | null>(null);
  const [marked, setMarked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [activeCell, setActiveCell] = useState<{ row: number; column: number }>({ row: 0, column: 0 });

  const containerRef = useRef<HTMLDivElement>(null);
  const rowRefs = useRef(new Map<string, HTMLElement>());
  const pointerRef = useRef<PointerDrag | null>(null);
  const suppressClickRef = useRef(false);
  /** The item keyboard focus belongs to: it is focused again when a move re-renders it in another cell. */
  const keyboardItemRef = useRef<string | null>(null);

  useEffect(() => {
    if (!marked) return;
    const timer = setTimeout(() => setMarked(null), ROLLBACK_MARK_MS);
    return () => clearTimeout(timer);
  }, [marked]);

  const rowByKey = useMemo(() => new Map(rows.map((r) => [r.key, r])), [rows]);
  const rowLabel = useCallback(
    (p: Pick<Placement, 'groupId' | 'resourceId'>) => {
      const row = rowByKey.get(rowKey(p.groupId, p.resourceId));
      const group = groups.find((g) => g.id === p.groupId);
      if (!row) return '';
      return row.resourceId == null && group ? `${row.label} (${group.label})` : row.label;
    },
    [rowByKey, groups],
  );
  const describe = useCallback(
    (p: Placement) =>
      `${rowLabel(p)}, ${
        scale.unit === 'day'
          ? formatRange(p.start, p.end, language)
          : formatTimeRange(p.start, p.end, language, scale.timeZone)
      }`,
    [rowLabel, language, scale],
  );
  /** A column's name for screen readers: its day, and its time on a slot scale. */
  const columnName = useCallback(
    (column: number) => {
      const start = columns[column] ?? '';
      return scale.unit === 'day'
        ? formatDay(start, language, { weekday: 'long', month: 'long' })
        : `${formatInstantDay(start, language, scale.timeZone)}, ${formatTime(start, language, scale.timeZone)}`;
    },
    [columns, scale, language],
  );

  /** Saving: the item takes no other change until the server has answered. */
  const isSaving = (id: string) => overrides.has(id);

  const placementFor = useCallback(
    (item: TimelineItem): Placement =>
      draft?.itemId === item.id ? draft.placement : (overrides.get(item.id)?.placement ?? placementOf(item)),
    [draft, overrides],
  );

  const canMove = (item: TimelineItem) => item.movable !== false && onMove != null;
  const canResize = (item: TimelineItem) => item.resizable !== false && onResize != null;

  // ------------------------------------------------------------------ committing a change

  const commit = async (item: TimelineItem, target: Placement) => {
    setDraft(null);
    const origin = placementOf(item);
    if (samePlacement(origin, target)) {
      setAnnouncement(t('unchanged', { label: item.label }));
      return;
    }
    const moved =
      target.groupId !== origin.groupId ||
      target.resourceId !== origin.resourceId ||
      target.start !== origin.start;
    // Days (YYYY-MM-DD) and instants both parse to milliseconds: the same length is the same span of time.
    const resized =
      Date.parse(target.end) - Date.parse(target.start) !== Date.parse(origin.end) - Date.parse(origin.start);
    setRefused(null);
    setOverrides((previous) => new Map(previous).set(item.id, { placement: target }));
    setAnnouncement(t('saving', { label: item.label, where: describe(target) }));
    try {
      if (moved) await onMove?.(item, target.resourceId, target.start, target.groupId);
      if (resized) await onResize?.(item, target.end);
      // The callback resolves once the items show the change (the page refetches first), so the fresh items
      // take over from here.
      setOverrides((previous) => {
        const next = new Map(previous);
        next.delete(item.id);
        return next;
      });
      setAnnouncement(t('saved', { label: item.label, where: describe(target) }));
    } catch (error) {
      setOverrides((previous) => {
        const next = new Map(previous);
        next.delete(item.id);
        return next;
      });
      if (error instanceof TimelineChangeCancelled) {
        setAnnouncement(t('cancelled', { label: item.label }));
        return;
      }
      const message = error instanceof Error && error.message ? error.message : t('failed');
      setRefused({ itemId: item.id, label: item.label, message });
      setMarked(item.id);
      setAnnouncement(t('refused', { label: item.label, message }));
    }
  };

  // ------------------------------------------------------------------ pointer drag

  const rowAt = (clientY: number): TimelineRow | undefined => {
    for (const row of rows) {
      const rect = rowRefs.current.get(row.key)?.getBoundingClientRect();
      if (rect && clientY >= rect.top && clientY < rect.bottom) return row;
    }
    return undefined;
  };

  const startPointer = (event: ReactPointerEvent, item: TimelineItem, mode: 'move' | 'resize') => {
    if (event.button !== 0 || isSaving(item.id)) return;
    if (mode === 'move' && !canMove(item)) return;
    if (mode === 'resize') event.stopPropagation();
    const origin = placementFor(item);
    keyboardItemRef.current = null;
    pointerRef.current = {
      item,
      mode,
      x: event.clientX,
      y: event.clientY,
      origin,
      moved: false,
      current: origin,
    };

    const onPointerMove = (e: PointerEvent) => {
      const drag = pointerRef.current;
      if (!drag) return;
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (!drag.moved && Math.abs(dx) < DRAG_THRESHOLD && Math.abs(dy) < DRAG_THRESHOLD) return;
      drag.moved = true;
      const days = daysFromPixels(dx, dayWidth);
      const next =
        drag.mode === 'resize'
          ? resizeBy(drag.origin, days, scale)
          : moveTo(drag.origin, rowAt(e.clientY) ?? drag.current, days, scale);
      if (!samePlacement(next, drag.current)) {
        drag.current = next;
        setDraft({ itemId: drag.item.id, placement: next, via: 'pointer' });
      }
    };
    const onPointerEnd = (e: PointerEvent) => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerEnd);
      window.removeEventListener('pointercancel', onPointerEnd);
      const drag = pointerRef.current;
      pointerRef.current = null;
      if (!drag?.moved) return;
      // The click that follows a drag is not an "open".
      suppressClickRef.current = true;
      setTimeout(() => (suppressClickRef.current = false), 0);
      if (e.type === 'pointercancel') {
        setDraft(null);
        return;
      }
      void commit(drag.item, drag.current);
    };
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerEnd);
    window.addEventListener('pointercancel', onPointerEnd);
  };

  // ------------------------------------------------------------------ keyboard

  const onItemKeyDown = (event: ReactKeyboardEvent, item: TimelineItem) => {
    const current = placementFor(item);
    const keyboardDraft = draft?.itemId === item.id && draft.via === 'keyboard';
    let next: Placement | null = null;
    switch (event.key) {
      case 'ArrowUp':
      case 'ArrowDown':
        if (event.shiftKey || !canMove(item)) return;
        next = moveBy(current, rows, event.key === 'ArrowUp' ? -1 : 1, 0, scale);
        break;
      case 'ArrowLeft':
      case 'ArrowRight': {
        const step = event.key === 'ArrowLeft' ? -1 : 1;
        if (event.shiftKey) {
          if (!canResize(item)) return;
          next = resizeBy(current, step, scale);
        } else {
          if (!canMove(item)) return;
          next = moveBy(current, rows, 0, step, scale);
        }
        break;
      }
      case ' ':
      case 'm':
      case 'M':
        // Picks it up where it is (the arrows then move it); Space again drops it, like Enter.
        if (!canMove(item)) return;
        if (keyboardDraft) {
          event.preventDefault();
          event.stopPropagation();
          void commit(item, current);
          return;
        }
        next = current;
        break;
      case 'Enter':
        event.preventDefault();
        event.stopPropagation();
        if (keyboardDraft) void commit(item, current);
        else onOpen?.(item);
        return;
      case 'Escape':
        if (!keyboardDraft) return;
        event.preventDefault();
        event.stopPropagation();
        setDraft(null);
        setAnnouncement(t('cancelled', { label: item.label }));
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
    if (isSaving(item.id)) return; // still saving the last change
    keyboardItemRef.current = item.id;
    setDraft({ itemId: item.id, placement: next, via: 'keyboard' });
    setAnnouncement(t('moving', { label: item.label, where: describe(next) }));
  };

  // A keyboard move re-renders the item in another cell: give it the focus back.
  useLayoutEffect(() => {
    const id = keyboardItemRef.current;
    if (!id) return;
    const element = containerRef.current?.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(id)}"]`);
    if (element && document.activeElement !== element) element.focus();
  });

  const focusCell = (row: number, column: number) => {
    setActiveCell({ row, column });
    const key = rows[row]?.key;
    if (!key) return;
    const find = () =>
      containerRef.current?.querySelector<HTMLElement>(
        `[data-row-key="${CSS.escape(key)}"][data-column="${column}"]`,
      );
    // Every cell is already rendered: focus it now, so that the next key (a fast typist, key repeat) starts from
    // the new cell. Waiting for a frame lost the keys pressed in between.
    const cell = find();
    if (cell) cell.focus();
    else requestAnimationFrame(() => find()?.focus());
  };

  const onCellKeyDown = (event: ReactKeyboardEvent, row: number, column: number) => {
    if (event.target !== event.currentTarget) return;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      focusCell(
        Math.min(rows.length - 1, Math.max(0, row + move[0])),
        Math.min(columns.length - 1, Math.max(0, column + move[1])),
      );
    } else if ((event.key === 'Enter' || event.key === ' ') && onCreate) {
      event.preventDefault();
      const r = rows[row];
      const date = columns[column];
      if (r && date) onCreate(r.resourceId, date, r.groupId);
    }
  };

  // ------------------------------------------------------------------ layout

  const itemsByRow = useMemo(() => {
    const map = new Map<string, { item: TimelineItem; placement: Placement }[]>();
    for (const item of items) {
      const placement = placementFor(item);
      const key = rowKey(placement.groupId, placement.resourceId);
      if (!visibleSpan(placement, scale)) continue;
      const list = map.get(key) ?? [];
      list.push({ item, placement });
      map.set(key, list);
    }
    return map;
  }, [items, placementFor, scale]);

  const todayColumn = scale.unit === 'day' ? columns.indexOf(today) : -1;
  const width = ROW_HEADER_WIDTH + columns.length * dayWidth;
  const lastDay = scale.unit === 'day' ? (columns[columns.length - 1] ?? range.start) : range.start;
  const activeRow = Math.min(activeCell.row, Math.max(0, rows.length - 1));
  const activeColumn = Math.min(activeCell.column, Math.max(0, columns.length - 1));

  const changeRange = onRangeChange;
  return (
    <Stack spacing={1.5}>
      {toolbar ??
        (changeRange && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
          >
            <Stack direction="row" spacing={1} useFlexGap>
              <Button
                variant="outlined"
                startIcon={<ChevronLeftIcon />}
                onClick={() => changeRange(shiftRange(range, -1))}
              >
                {t('previous')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<TodayIcon />}
                onClick={() => changeRange(rangeAround(today, range.days))}
              >
                {t('today')}
              </Button>
              <Button
                variant="outlined"
                endIcon={<ChevronRightIcon />}
                onClick={() => changeRange(shiftRange(range, 1))}
              >
                {t('next')}
              </Button>
            </Stack>
            <ToggleButtonGroup
              size="small"
              exclusive
              value={range.days}
              onChange={(_e, days: number | null) => days && changeRange({ ...range, days })}
              aria-label={t('viewLength')}
            >
              {VIEW_LENGTHS.map((days) => (
                <ToggleButton key={days} value={days}>
                  {t('days', { count: days })}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography sx={{ fontWeight: 600, ml: { sm: 1 } }} data-testid="timeline-range">
              {formatRange(range.start, lastDay, language, true)}
            </Typography>
          </Stack>
        ))}

      {refused && (
        <Alert severity="error" onClose={() => setRefused(null)} data-testid="timeline-refused">
          {t('refusedShort', { label: refused.label })} {refused.message}
        </Alert>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Typography id={hintId} sx={visuallyHidden}>
        {t('itemHint')}
      </Typography>

      <Box sx={{ position: 'relative' }}>
        {loading && <LinearProgress sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 5 }} />}
        <Box
          ref={containerRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + groups.length + 1}
          aria-colcount={columns.length + 1}
          sx={{
            overflow: 'auto',
            maxHeight: 'calc(100vh - 260px)',
            minHeight: 240,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
          }}
        >
          <Box sx={{ width, position: 'relative' }}>
            {/* Date header: sticks to the top while the rows scroll under it. */}
            <Box
              role="row"
              sx={{
                display: 'flex',
                position: 'sticky',
                top: 0,
                zIndex: 3,
                height: HEADER_HEIGHT,
                bgcolor: 'background.paper',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box
                role="columnheader"
                sx={{
                  width: ROW_HEADER_WIDTH,
                  flex: 'none',
                  position: 'sticky',
                  left: 0,
                  zIndex: 4,
                  bgcolor: 'background.paper',
                  borderRight: 1,
                  borderColor: 'divider',
                  display: 'flex',
                  alignItems: 'center',
                  px: 1.5,
                  fontWeight: 600,
                }}
              >
                {resourceHeading}
              </Box>
              {scale.unit === 'slot' &&
                columns.map((start, column) => {
                  const clock = scale.wallClock[column];
                  const previous = scale.wallClock[column - 1];
                  const newDay = !previous || previous.day !== clock?.day;
                  const onHour = clock?.time.endsWith(':00') ?? false;
                  return (
                    <Box
                      key={start}
                      role="columnheader"
                      aria-label={columnName(column)}
                      data-start={start}
                      sx={{
                        width: dayWidth,
                        flex: 'none',
                        position: 'relative',
                        borderLeft: newDay ? 2 : onHour ? 1 : 0,
                        borderColor: 'divider',
                        fontSize: 12,
                        lineHeight: 1.2,
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {/* The labels spill over the next (unlabelled) columns of their day or hour. */}
                      {newDay && scale.days.length > 1 && (
                        <Box
                          component="span"
                          aria-hidden
                          sx={{ position: 'absolute', top: 6, left: 4, fontWeight: 700 }}
                        >
                          {formatDay(scale.days[clock?.day ?? 0] ?? '', language)}
                        </Box>
                      )}
                      {onHour && (
                        <Box component="span" aria-hidden sx={{ position: 'absolute', bottom: 6, left: 3 }}>
                          {formatTime(start, language, scale.timeZone)}
                        </Box>
                      )}
                    </Box>
                  );
                })}
              {scale.unit === 'day' &&
                columns.map((date, column) => (
                  <Box
                    key={date}
                    role="columnheader"
                    aria-label={
                      column === todayColumn
                        ? `${formatDay(date, language, { weekday: 'long', month: 'long' })}, ${t('todayMarker')}`
                        : formatDay(date, language, { weekday: 'long', month: 'long' })
                    }
                    data-date={date}
                    sx={(theme) => ({
                      width: dayWidth,
                      flex: 'none',
                      textAlign: 'center',
                      borderRight: 1,
                      borderColor: 'divider',
                      display: 'flex',
                      flexDirection: 'column',
                      justifyContent: 'center',
                      lineHeight: 1.2,
                      fontSize: 12,
                      bgcolor:
                        column === todayColumn
                          ? alpha(theme.palette.primary.main, 0.12)
                          : isWeekend(date)
                            ? theme.palette.action.hover
                            : 'transparent',
                      fontWeight: column === todayColumn ? 700 : 400,
                    })}
                  >
                    <span aria-hidden>
                      {formatDay(date, language, { weekday: 'short', day: undefined, month: undefined })}
                    </span>
                    <span aria-hidden>
                      {formatDay(date, language, { weekday: undefined, day: 'numeric', month: 'short' })}
                    </span>
                  </Box>
                ))}
            </Box>

            {groups.map((group) => (
              <Box key={group.id} role="rowgroup">
                <Box
                  role="row"
                  sx={{
                    display: 'flex',
                    bgcolor: 'action.selected',
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                >
                  <Box
                    role="rowheader"
                    aria-colspan={columns.length + 1}
                    sx={{
                      position: 'sticky',
                      left: 0,
                      px: 1.5,
                      py: 0.5,
                      fontWeight: 700,
                      fontSize: 13,
                      whiteSpace: 'nowrap',
                    }}
                  >
                    {group.label}
                  </Box>
                </Box>
                {rows
                  .filter((r) => r.groupId === group.id)
                  .map((row) => {
                    const index = rows.indexOf(row);
                    const placed = itemsByRow.get(row.key) ?? [];
                    const { lanes, count } = assignLanes(placed.map((p) => p.placement));
                    const height = count * LANE_HEIGHT + ROW_PADDING;
                    return (
                      <Box
                        key={row.key}
                        role="row"
                        ref={(el: HTMLElement | null) => {
                          if (el) rowRefs.current.set(row.key, el);
                          else rowRefs.current.delete(row.key);
                        }}
                        data-row-key={row.key}
                        sx={{ display: 'flex', height, borderBottom: 1, borderColor: 'divider' }}
                      >
                        <Box
                          role="rowheader"
                          sx={{
                            width: ROW_HEADER_WIDTH,
                            flex: 'none',
                            position: 'sticky',
                            left: 0,
                            zIndex: 2,
                            bgcolor: 'background.paper',
                            borderRight: 1,
                            borderColor: 'divider',
                            px: 1.5,
                            display: 'flex',
                            alignItems: 'center',
                            gap: 1,
                            overflow: 'hidden',
                          }}
                        >
                          <Box sx={{ minWidth: 0 }}>
                            <Typography
                              variant="body2"
                              noWrap
                              sx={{
                                fontWeight: row.resourceId == null ? 400 : 600,
                                fontStyle: row.resourceId == null ? 'italic' : 'normal',
                              }}
                            >
                              {row.label}
                            </Typography>
                            {row.detail && (
                              <Typography variant="caption" color="text.secondary" noWrap component="p">
                                {row.detail}
                              </Typography>
                            )}
                          </Box>
                          {row.adornment}
                        </Box>
                        {columns.map((date, column) => {
                          const here = placed
                            .map((p, i) => ({ ...p, lane: lanes[i] ?? 0 }))
                            .filter((p) => visibleSpan(p.placement, scale)?.column === column);
                          const isActive = index === activeRow && column === activeColumn;
                          const closed = isClosed?.(row, column) ?? false;
                          // Slot columns: a full line at each hour, a faint one between its quarters.
                          const hourEnd =
                            scale.unit === 'day' ||
                            scale.wallClock[column + 1]?.time.endsWith(':00') !== false;
                          return (
                            <Box
                              key={date}
                              role="gridcell"
                              tabIndex={isActive ? 0 : -1}
                              // An empty cell is named by where it is; one with bars is named by them (each says its
                              // room and dates): a label there would hide the text shown (WCAG 2.5.3, axe
                              // label-content-name-mismatch).
                              aria-label={
                                here.length === 0
                                  ? `${rowLabel(row)}, ${columnName(column)}${closed ? `, ${t('closed')}` : ''}`
                                  : undefined
                              }
                              data-row-key={row.key}
                              data-resource-id={row.resourceId ?? ''}
                              data-date={date}
                              data-column={column}
                              data-closed={closed || undefined}
                              onFocus={(e) => {
                                if (e.target === e.currentTarget && !isActive)
                                  setActiveCell({ row: index, column });
                              }}
                              onKeyDown={(e) => onCellKeyDown(e, index, column)}
                              onClick={(e) => {
                                if (e.target !== e.currentTarget || !onCreate) return;
                                setActiveCell({ row: index, column });
                                onCreate(row.resourceId, date, row.groupId);
                              }}
                              sx={(theme) => ({
                                width: dayWidth,
                                flex: 'none',
                                position: 'relative',
                                borderRight: 1,
                                borderColor: hourEnd ? 'divider' : alpha(theme.palette.divider, 0.35),
                                cursor: onCreate && !closed ? 'copy' : 'default',
                                bgcolor: closed
                                  ? theme.palette.action.disabledBackground
                                  : column === todayColumn
                                    ? alpha(theme.palette.primary.main, 0.08)
                                    : scale.unit === 'day' && isWeekend(date)
                                      ? theme.palette.action.hover
                                      : 'transparent',
                                // Hatched as well as grey: closed time reads without telling colours apart.
                                ...(closed && {
                                  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 5px, ${alpha(theme.palette.text.primary, 0.07)} 5px 7px)`,
                                }),
                                ...(column === todayColumn && {
                                  boxShadow: `inset 2px 0 0 ${theme.palette.primary.main}`,
                                }),
                                '&:focus-visible': {
                                  outline: `2px solid ${theme.palette.primary.main}`,
                                  outlineOffset: -2,
                                },
                              })}
                            >
                              {here.map(({ item, placement, lane }) => {
                                const span = visibleSpan(placement, scale)!;
                                const dragging = draft?.itemId === item.id;
                                const saving = isSaving(item.id);
                                const isMarked = marked === item.id;
                                return (
                                  <Tooltip
                                    key={item.id}
                                    // No tooltip while it is dragged (an empty title shows none).
                                    title={dragging ? '' : (item.tooltip ?? '')}
                                    describeChild
                                    enterDelay={600}
                                    disableInteractive
                                  >
                                    <Box
                                      role="button"
                                      tabIndex={0}
                                      data-item-id={item.id}
                                      data-start={placement.start}
                                      data-end={placement.end}
                                      data-resource-id={placement.resourceId ?? ''}
                                      data-rolled-back={isMarked ? 'true' : undefined}
                                      aria-label={`${item.label}, ${describe(placement)}${item.tooltip ? `. ${item.tooltip}` : ''}`}
                                      aria-describedby={hintId}
                                      aria-busy={saving || undefined}
                                      onPointerDown={(e) => startPointer(e, item, 'move')}
                                      onKeyDown={(e) => onItemKeyDown(e, item)}
                                      onBlur={(e) => {
                                        if (e.relatedTarget) keyboardItemRef.current = null;
                                      }}
                                      onClick={(e) => {
                                        e.stopPropagation();
                                        if (suppressClickRef.current) return;
                                        onOpen?.(item);
                                      }}
                                      sx={(theme) => ({
                                        position: 'absolute',
                                        zIndex: dragging ? 2 : 1,
                                        top: ROW_PADDING / 2 + lane * LANE_HEIGHT,
                                        left: span.offset * dayWidth + (span.clippedStart ? 0 : 2),
                                        width: Math.max(
                                          6,
                                          span.span * dayWidth - (span.clippedStart ? 0 : 2) - 2,
                                        ),
                                        height: LANE_HEIGHT - 4,
                                        px: 0.75,
                                        display: 'flex',
                                        alignItems: 'center',
                                        borderRadius: 1,
                                        borderTopLeftRadius: span.clippedStart ? 0 : undefined,
                                        borderBottomLeftRadius: span.clippedStart ? 0 : undefined,
                                        borderTopRightRadius: span.clippedEnd ? 0 : undefined,
                                        borderBottomRightRadius: span.clippedEnd ? 0 : undefined,
                                        bgcolor: item.colour.background,
                                        color: item.colour.text,
                                        fontSize: 12,
                                        fontWeight: 600,
                                        overflow: 'hidden',
                                        whiteSpace: 'nowrap',
                                        textOverflow: 'ellipsis',
                                        userSelect: 'none',
                                        touchAction: 'none',
                                        cursor: canMove(item) ? (dragging ? 'grabbing' : 'grab') : 'pointer',
                                        opacity: saving ? 0.7 : 1,
                                        boxShadow: dragging ? theme.shadows[6] : 'none',
                                        outline: isMarked ? `3px solid ${theme.palette.error.main}` : 'none',
                                        outlineOffset: 1,
                                        animation: isMarked ? `${shake} 0.45s ease-in-out 2` : 'none',
                                        '&:focus-visible': {
                                          outline: `3px solid ${theme.palette.text.primary}`,
                                          outlineOffset: 1,
                                        },
                                      })}
                                    >
                                      <Box
                                        component="span"
                                        sx={{ overflow: 'hidden', textOverflow: 'ellipsis', flex: 1 }}
                                      >
                                        {item.label}
                                      </Box>
                                      {canResize(item) && !span.clippedEnd && (
                                        <Box
                                          component="span"
                                          aria-hidden
                                          data-resize-handle
                                          onPointerDown={(e) => startPointer(e, item, 'resize')}
                                          sx={{
                                            position: 'absolute',
                                            right: 0,
                                            top: 0,
                                            bottom: 0,
                                            width: 8,
                                            cursor: 'ew-resize',
                                            borderRight: '3px solid rgba(255,255,255,0.6)',
                                          }}
                                        />
                                      )}
                                    </Box>
                                  </Tooltip>
                                );
                              })}
                            </Box>
                          );
                        })}
                      </Box>
                    );
                  })}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Stack>
  );
}
