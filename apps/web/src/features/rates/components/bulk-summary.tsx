import { formatCurrency, type BulkUpdateInput } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { getSessionProperty } from '../../../lib/session';

const FLAGS = ['cta', 'ctd', 'closed', 'stopSell', 'propertyStopSell'] as const;
const NUMBERS = ['available', 'minStay', 'maxStay'] as const;

/**
 * What a bulk update will change, in words, before it is sent: the dates and weekdays, the room types it applies to,
 * and each change. A bulk change rewrites many prices at once, so nothing is applied without this summary.
 */
export function BulkSummary({
  input,
  roomTypes,
}: {
  input: BulkUpdateInput;
  roomTypes: { roomTypeId: number; name: string }[];
}) {
  const { t } = useTranslation('rooms');
  const currency = getSessionProperty()?.localCurrency ?? '';
  const names = roomTypes.filter((rt) => input.roomTypeIds.includes(rt.roomTypeId)).map((rt) => rt.name);
  const lines: string[] = [
    t('bulk.summary.dates', {
      from: input.from,
      to: input.to,
      days:
        input.weekdays.length === 0
          ? t('bulk.allDays')
          : input.weekdays.map((d) => t(`weekdays.${d}`)).join(' '),
    }),
    t('bulk.summary.roomTypes', { names: names.length > 0 ? names.join(', ') : t('common.none') }),
  ];
  if (input.price) {
    const value =
      input.price.by === 'PERCENT' ? `${input.price.value} %` : formatCurrency(input.price.value, currency);
    lines.push(t(`bulk.summary.price.${input.price.mode}`, { value }));
  }
  for (const key of NUMBERS) {
    const value = input[key];
    if (value != null) lines.push(t('bulk.summary.set', { field: t(`bulk.${key}`), value }));
  }
  for (const key of FLAGS) {
    const value = input[key];
    if (value != null)
      lines.push(
        t('bulk.summary.set', {
          field: t(`bulk.${key}`),
          value: value ? t('bulk.summary.on') : t('bulk.summary.off'),
        }),
      );
  }
  return (
    <>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('bulk.summary.heading')}
      </Alert>
      <Typography component="h3" variant="subtitle2" id="bulk-summary-heading">
        {t('bulk.summary.title')}
      </Typography>
      <List dense aria-labelledby="bulk-summary-heading" data-testid="bulk-summary">
        {lines.map((line) => (
          <ListItem key={line} disableGutters>
            <ListItemText primary={line} />
          </ListItem>
        ))}
      </List>
    </>
  );
}
