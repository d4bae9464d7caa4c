import type { FloorTable, TableStatus } from '@bookone/domain';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { propertyTimeZone } from '../../../../lib/dates';
import { useMoney } from '../pos/money';

/** Each status has its colour and its word: the word is always shown, so colour is never the only sign. */
export const TABLE_STATUS_COLOURS: Record<TableStatus, 'info' | 'warning' | 'error' | null> = {
  FREE: null,
  SEATED: 'info',
  ORDERED: 'warning',
  BILL_REQUESTED: 'error',
};

/** The tables by area, in the order the server gives them (areas as first seen). */
export function tablesByArea(tables: readonly FloorTable[]): [string, FloorTable[]][] {
  const areas = new Map<string, FloorTable[]>();
  for (const table of tables) {
    const area = table.area ?? '';
    areas.set(area, [...(areas.get(area) ?? []), table]);
  }
  return [...areas];
}

/**
 * The floor plan of an outlet: its dining areas, each a grid of tables a waiter taps (or reaches with Tab and
 * Enter) to open the table; each tile names the table, its seats, its status in words, and for a running order the
 * covers, the total and since when.
 */
export function FloorPlan({
  tables,
  selectedId,
  onOpen,
}: {
  tables: readonly FloorTable[];
  selectedId: number | null;
  onOpen: (table: FloorTable) => void;
}) {
  const { t, i18n } = useTranslation('orders');
  const money = useMoney();
  // The time a table was seated, at the property (a running order is today's).
  const time = new Intl.DateTimeFormat(i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: propertyTimeZone(),
  });
  if (tables.length === 0) return <Typography color="text.secondary">{t('floor.none')}</Typography>;
  return (
    <Stack spacing={3}>
      {tablesByArea(tables).map(([area, list]) => (
        <Box component="section" key={area} aria-label={area || t('floor.noArea')}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {area || t('floor.noArea')}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
            }}
          >
            {list.map((table) => {
              const colour = TABLE_STATUS_COLOURS[table.status];
              const status = t(`floor.status.${table.status}`);
              const selected = table.id === selectedId;
              return (
                <li key={table.id}>
                  <ButtonBase
                    onClick={() => onOpen(table)}
                    aria-pressed={selected}
                    aria-label={t('floor.tableLabel', { name: table.name, status })}
                    sx={{
                      width: '100%',
                      minHeight: 104,
                      p: 1.5,
                      borderRadius: 2,
                      border: selected ? 3 : 2,
                      borderColor: selected ? 'primary.main' : colour ? `${colour}.main` : 'divider',
                      // A light tint of the status colour: the text on it stays the primary text colour.
                      bgcolor: (theme) =>
                        colour ? alpha(theme.palette[colour].main, 0.12) : theme.palette.background.paper,
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'flex-start',
                      textAlign: 'left',
                      '&.Mui-focusVisible': {
                        outline: 3,
                        outlineColor: 'primary.dark',
                        outlineStyle: 'solid',
                      },
                    }}
                  >
                    <Typography component="span" variant="h6" sx={{ lineHeight: 1.2 }}>
                      {table.name}
                    </Typography>
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {status}
                    </Typography>
                    <Typography component="span" variant="body2">
                      {table.orderId == null
                        ? t('floor.seats', { count: table.seats })
                        : [
                            t('floor.covers', { count: table.covers ?? 0, seats: table.seats }),
                            table.total != null ? money(table.total) : null,
                          ]
                            .filter(Boolean)
                            .join(' · ')}
                    </Typography>
                    {table.since && (
                      <Typography component="span" variant="caption">
                        {t('floor.since', { time: time.format(new Date(table.since)) })}
                      </Typography>
                    )}
                  </ButtonBase>
                </li>
              );
            })}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
