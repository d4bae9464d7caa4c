import type { Order } from '@bookone/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { FactsList } from '../../../../components/facts/facts-list';
import { formatDateTime, propertyTimeZone } from '../../../../lib/dates';

/** Who and where: the outlet, how it goes (table and covers, room, address), the customer, and its times. */
export function OrderFacts({ order: o }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const when = (iso: string | null) => formatDateTime(iso, i18n.language, propertyTimeZone());
  const facts: [string, ReactNode][] = [
    [t('details.facts.outlet'), o.outletName],
    [t('details.facts.method'), t(`list.method.${o.deliveryMethod}`)],
  ];
  if (o.tableName) facts.push([t('details.facts.table'), o.tableName]);
  if (o.covers != null)
    facts.push([t('details.facts.covers'), new Intl.NumberFormat(i18n.language).format(o.covers)]);
  if (o.bookingNumber) facts.push([t('details.facts.room'), o.bookingNumber]);
  if (o.deliveryAddress) facts.push([t('details.facts.address'), o.deliveryAddress]);
  facts.push([t('details.facts.customer'), o.customerName ?? t('details.walkIn')]);
  facts.push([t('details.facts.taken'), when(o.createdAt)]);
  if (o.createdByName) facts.push([t('details.facts.takenBy'), o.createdByName]);
  if (o.confirmedAt) facts.push([t('details.facts.confirmed'), when(o.confirmedAt)]);
  if (o.completedAt) facts.push([t('details.facts.completed'), when(o.completedAt)]);
  if (o.cancelledAt) facts.push([t('details.facts.cancelled'), when(o.cancelledAt)]);
  if (o.cancelReason) facts.push([t('details.facts.cancelReason'), o.cancelReason]);
  if (o.billRequested) facts.push([t('details.facts.bill'), t('details.billRequested')]);
  if (o.notes) facts.push([t('details.facts.notes'), o.notes]);
  return (
    <Card component="section" aria-labelledby="order-facts">
      <CardContent>
        <Typography id="order-facts" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('details.order')}
        </Typography>
        <FactsList items={facts} />
      </CardContent>
    </Card>
  );
}
