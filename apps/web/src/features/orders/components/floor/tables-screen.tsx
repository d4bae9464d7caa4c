import type { FloorTable, Order } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { errorMessage } from '../../../../lib/error-message';
import { FloorPlan } from './floor-plan';
import { TablePanel } from './table-panel';

/** The Tables view of the POS: the floor plan beside the table opened (its order, or a new one for a free table). */
export function TablesScreen({
  propertyId,
  floor,
  tableId,
  onOpen,
  onStartOrder,
  onAddItems,
  detailsHref,
}: {
  propertyId: number;
  floor: UseQueryResult<FloorTable[]>;
  tableId: number | null;
  onOpen: (table: FloorTable) => void;
  onStartOrder: (table: FloorTable, covers: number) => void;
  onAddItems: (order: Order) => void;
  detailsHref?: (order: Order) => string;
}) {
  const { t } = useTranslation('orders');
  if (floor.isPending) return <CircularProgress aria-label={t('floor.loading')} />;
  if (floor.isError) return <Alert severity="error">{errorMessage(floor.error)}</Alert>;
  const table = floor.data.find((x) => x.id === tableId) ?? null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }} component="section" aria-labelledby="floor-title">
        <Typography id="floor-title" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('floor.title')}
        </Typography>
        <FloorPlan tables={floor.data} selectedId={tableId} onOpen={onOpen} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          {table ? (
            <TablePanel
              key={table.id}
              propertyId={propertyId}
              table={table}
              onStartOrder={onStartOrder}
              onAddItems={onAddItems}
              detailsHref={detailsHref}
            />
          ) : (
            <Typography color="text.secondary">{t('floor.pick')}</Typography>
          )}
        </Paper>
      </Grid>
    </Grid>
  );
}
