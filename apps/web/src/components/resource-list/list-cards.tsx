import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';

import { cellContent, type ListViewProps } from './columns';

type Props<Row extends GridValidRowModel, K extends string, S extends string> = ListViewProps<Row, K, S> & {
  onOpen?: (row: Row) => void;
};

/**
 * The list on a phone (under 600 px): one card per row, the 'title' column as its heading and the other columns
 * as "label: value" lines (the row actions included), with previous/next paging. A grid of ten columns cannot be
 * read at 390 px.
 */
export function ListCards<Row extends GridValidRowModel, K extends string, S extends string>({
  rows,
  columns,
  list,
  total,
  loading,
  label,
  empty,
  onOpen,
}: Props<Row, K, S>) {
  const { t } = useTranslation();
  const { page, size } = list.state;
  const title = columns.find((c) => c.card === 'title');
  const lines = columns.filter((c) => c.card !== 'title' && c.card !== 'hidden');
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);

  return (
    <Box component="section" aria-label={label} aria-busy={loading}>
      {loading && <LinearProgress aria-label={t('resourceList.loading')} sx={{ mb: 1 }} />}
      {rows.length === 0 && !loading ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {empty}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((row) => {
            const body = (
              <CardContent sx={{ py: 1.5 }}>
                {title && (
                  <Typography
                    component="h2"
                    variant="subtitle1"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    {cellContent(title, row)}
                  </Typography>
                )}
                <Box
                  component="dl"
                  sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5 }}
                >
                  {lines.map((c) => (
                    <Box key={c.field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {c.headerName}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        {cellContent(c, row)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </CardContent>
            );
            return (
              <Card component="li" key={String(row.id)} variant="outlined">
                {/* A card with buttons inside (row actions) cannot itself be a button: only plain cards open. */}
                {onOpen && !lines.some((c) => c.renderCell) ? (
                  <CardActionArea onClick={() => onOpen(row)}>{body}</CardActionArea>
                ) : (
                  body
                )}
              </Card>
            );
          })}
        </Stack>
      )}
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Button disabled={page === 0} onClick={() => list.setPaging(page - 1, size)}>
          {t('resourceList.previous')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('resourceList.range', { from, to, total })}
        </Typography>
        <Button disabled={to >= total} onClick={() => list.setPaging(page + 1, size)}>
          {t('resourceList.next')}
        </Button>
      </Stack>
    </Box>
  );
}
