import { addDays, formatCurrency, quoteRequestSchema, type Grid } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid2 from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { fieldErrorText } from '../../../components/form-dialog/field-errors';
import { useQuote } from '../api/rates-grid';
import { formatDay } from '../utils/dates';

type QuotePanelProps = {
  propertyId: number;
  grid: Grid;
  defaultCheckIn: string;
  currency: string;
};

/**
 * Quotes a stay through the availability engine: arrival, nights, guests, room type and plan give the total with
 * tax by slabs, night by night, and the reasons the stay cannot be sold.
 */
export function QuotePanel({ propertyId, grid, defaultCheckIn, currency }: QuotePanelProps) {
  const { t, i18n } = useTranslation('rooms');
  const quote = useQuote(propertyId);
  const [form, setForm] = useState({
    roomTypeId: String(grid.roomTypes[0]?.roomTypeId ?? ''),
    planId: '',
    checkIn: defaultCheckIn,
    nights: '1',
    adults: '2',
    children: '0',
    rooms: '1',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form, value: string) =>
    setForm((prev) => ({ ...prev, [key]: value, ...(key === 'roomTypeId' ? { planId: '' } : {}) }));

  const roomType = grid.roomTypes.find((r) => String(r.roomTypeId) === form.roomTypeId);
  const money = (v: number) => formatCurrency(v, currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const nights = Number(form.nights);
    const body = {
      roomTypeId: Number(form.roomTypeId),
      planId: form.planId ? Number(form.planId) : null,
      checkIn: form.checkIn,
      checkOut: Number.isInteger(nights) && nights > 0 && form.checkIn ? addDays(form.checkIn, nights) : '',
      adults: Number(form.adults),
      children: Number(form.children),
      rooms: Number(form.rooms),
    };
    const parsed = quoteRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'checkOut' ? 'nights' : String(issue.path[0]);
        next[key] ??= fieldErrorText(t, { message: issue.message, type: issue.code }) ?? issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    quote.mutate(parsed.data);
  };

  const numberField = (key: 'nights' | 'adults' | 'children' | 'rooms', min: number) => (
    <TextField
      fullWidth
      size="small"
      type="number"
      label={t(`quote.${key}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={!!errors[key]}
      helperText={errors[key]}
      slotProps={{ htmlInput: { min, step: 1 } }}
    />
  );

  const result = quote.data;
  return (
    <Card variant="outlined" component="section" aria-labelledby="quote-title">
      <CardContent>
        <Typography id="quote-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('quote.title')}
        </Typography>
        <Box component="form" onSubmit={submit} noValidate>
          <Grid2 container spacing={2}>
            <Grid2 size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={t('quote.roomType')}
                value={form.roomTypeId}
                onChange={(e) => set('roomTypeId', e.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                {grid.roomTypes.map((r) => (
                  <option key={r.roomTypeId} value={r.roomTypeId}>
                    {r.name}
                  </option>
                ))}
              </TextField>
            </Grid2>
            <Grid2 size={{ xs: 12, sm: 6, md: 3 }}>
              <TextField
                select
                fullWidth
                size="small"
                label={t('quote.plan')}
                value={form.planId}
                onChange={(e) => set('planId', e.target.value)}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{t('quote.standard')}</option>
                {roomType?.plans.map((p) => (
                  <option key={p.planId} value={p.planId}>
                    {p.name} ({p.code})
                  </option>
                ))}
              </TextField>
            </Grid2>
            <Grid2 size={{ xs: 12, sm: 6, md: 2 }}>
              <TextField
                fullWidth
                size="small"
                type="date"
                label={t('quote.checkIn')}
                value={form.checkIn}
                onChange={(e) => set('checkIn', e.target.value)}
                error={!!errors.checkIn}
                helperText={errors.checkIn}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid2>
            <Grid2 size={{ xs: 6, sm: 3, md: 1 }}>{numberField('nights', 1)}</Grid2>
            <Grid2 size={{ xs: 6, sm: 3, md: 1 }}>{numberField('adults', 1)}</Grid2>
            <Grid2 size={{ xs: 6, sm: 3, md: 1 }}>{numberField('children', 0)}</Grid2>
            <Grid2 size={{ xs: 6, sm: 3, md: 1 }}>{numberField('rooms', 1)}</Grid2>
            <Grid2 size={12}>
              <Button type="submit" variant="contained" disabled={quote.isPending || !roomType}>
                {quote.isPending ? t('common.loading') : t('quote.submit')}
              </Button>
            </Grid2>
          </Grid2>
        </Box>

        {quote.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {quote.error.message}
          </Alert>
        )}
        {result && (
          <Box sx={{ mt: 2 }} aria-live="polite">
            {result.sellable ? (
              <Alert severity="success">{t('quote.sellable', { available: result.available })}</Alert>
            ) : (
              <Alert severity="warning">
                <AlertTitle>{t('quote.notSellable')}</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2 }}>
                  {result.reasons.map((r) => (
                    <li key={r.code}>
                      {t(`quote.reasons.${r.code}`)}
                      {r.dates.length > 0 &&
                        `: ${r.dates.map((d) => formatDay(d, i18n.language)).join(', ')}`}
                    </li>
                  ))}
                </Box>
              </Alert>
            )}
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('quote.stay', {
                checkIn: formatDay(result.checkIn, i18n.language),
                checkOut: formatDay(result.checkOut, i18n.language),
                nights: result.nights,
              })}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" sx={{ mt: 1 }}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('quote.night')}</TableCell>
                    <TableCell align="right">{t('quote.rate')}</TableCell>
                    <TableCell align="right">{t('quote.extra')}</TableCell>
                    <TableCell align="right">{t('quote.amount')}</TableCell>
                    <TableCell align="right">{t('quote.tax')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.breakdown.map((n) => (
                    <TableRow key={n.date}>
                      <TableCell>{formatDay(n.date, i18n.language)}</TableCell>
                      <TableCell align="right">{money(n.rate)}</TableCell>
                      <TableCell align="right">{money(n.extraCharge)}</TableCell>
                      <TableCell align="right">{money(n.amount)}</TableCell>
                      <TableCell align="right">{money(n.tax)}</TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={3}>{t('quote.subtotal')}</TableCell>
                    <TableCell align="right" colSpan={2}>
                      {money(result.subtotal)}
                    </TableCell>
                  </TableRow>
                  {result.taxes.map((tax) => (
                    <TableRow key={tax.name}>
                      <TableCell colSpan={3}>{tax.name}</TableCell>
                      <TableCell align="right" colSpan={2}>
                        {money(tax.amount)}
                      </TableCell>
                    </TableRow>
                  ))}
                  <TableRow>
                    <TableCell colSpan={3} sx={{ fontWeight: 700 }}>
                      {t('quote.total')}
                    </TableCell>
                    <TableCell align="right" colSpan={2} sx={{ fontWeight: 700 }} data-testid="quote-total">
                      {money(result.total)}
                    </TableCell>
                  </TableRow>
                </TableBody>
              </Table>
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
