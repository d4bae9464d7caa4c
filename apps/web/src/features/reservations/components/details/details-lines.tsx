import type { Reservation } from '@bookone/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { RecordTable } from '../../../../components/record-table/record-table';
import { propertyTimeZone } from '../../../../lib/dates';
import { formatMoney, formatSpan } from '../../utils/reservation-time';

/** The reservation's services: offering, who delivers it, when (at the property), persons, price and tax. */
export function DetailsLines({ reservation: r }: { reservation: Reservation }) {
  const { t, i18n } = useTranslation('reservations');
  const zone = propertyTimeZone();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card component="section" aria-labelledby="reservation-lines">
      <CardContent>
        <Typography id="reservation-lines" component="h2" variant="h6" sx={{ mb: 1 }}>
          {t('details.lines')}
        </Typography>
        <RecordTable
          label={t('details.lines')}
          headers={[
            t('details.line.offering'),
            t('details.line.resource'),
            t('details.line.when'),
            t('details.line.persons'),
            t('details.line.price'),
            t('details.line.tax'),
          ]}
        >
          {r.lines.map((l) => (
            <TableRow key={l.id}>
              <TableCell>{l.offeringName}</TableCell>
              <TableCell>{l.resourceName}</TableCell>
              <TableCell>{formatSpan(l.startsAt, l.endsAt, i18n.language, zone)}</TableCell>
              <TableCell>{number.format(l.persons)}</TableCell>
              <TableCell>{formatMoney(l.price, r.currency, i18n.language)}</TableCell>
              <TableCell>{formatMoney(l.tax, r.currency, i18n.language)}</TableCell>
            </TableRow>
          ))}
        </RecordTable>
      </CardContent>
    </Card>
  );
}
