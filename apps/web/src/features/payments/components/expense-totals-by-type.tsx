import { EXPENSE_TYPES, formatCurrency, type ExpenseType } from '@bookone/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The totals of the filter by type, largest first, with each type's share of the whole. */
export function TotalsByType({
  rows,
  total,
  currency,
}: {
  rows: { type: string; count: number; amount: number }[];
  total: number;
  currency: string | null;
}) {
  const { t } = useTranslation('payments');
  const typeLabel = (type: string) =>
    (EXPENSE_TYPES as readonly string[]).includes(type) ? t(`expenseTypes.${type as ExpenseType}`) : type;
  return (
    <Card variant="outlined" component="section" aria-labelledby="expenses-by-type">
      <CardHeader
        id="expenses-by-type"
        title={t('expenses.byType')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('expenses.byTypeEmpty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="expenses-by-type">
            <TableHead>
              <TableRow>
                <TableCell>{t('fields.type')}</TableCell>
                <TableCell align="right">{t('expenses.countHeader')}</TableCell>
                <TableCell align="right">{t('fields.amount')}</TableCell>
                <TableCell sx={{ width: '30%' }}>{t('expenses.share')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const share = total > 0 ? Math.round((row.amount / total) * 100) : 0;
                return (
                  <TableRow key={row.type}>
                    <TableCell component="th" scope="row">
                      {typeLabel(row.type)}
                    </TableCell>
                    <TableCell align="right">{row.count}</TableCell>
                    <TableCell align="right">{formatCurrency(row.amount, currency)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <LinearProgress
                          variant="determinate"
                          value={share}
                          sx={{ flex: 1, height: 8, borderRadius: 1 }}
                          aria-label={`${typeLabel(row.type)}: ${share}%`}
                        />
                        <Typography variant="caption" sx={{ minWidth: 36 }}>
                          {share}%
                        </Typography>
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
