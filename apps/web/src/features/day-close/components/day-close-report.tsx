import {
  DAY_CLOSE_EXCEPTION_KINDS,
  formatCurrency,
  type DayCloseException,
  type DayCloseReport,
} from '@bookone/domain';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** One line of the report: the booking (linked) or order, the guest, the amount in question. */
function ExceptionLine({ item, currency }: { item: DayCloseException; currency: string }) {
  const { t } = useTranslation('day-close');
  const reference =
    item.bookingId != null && item.orderId == null ? (
      <Link component={RouterLink} to={`/bookone/manage-booking/${item.bookingId}`}>
        {item.reference}
      </Link>
    ) : (
      item.reference
    );
  const details = [
    item.guestName,
    item.amount != null ? formatCurrency(item.amount, currency) : null,
    item.markedNoShow ? t('report.markedNoShow') : null,
  ].filter(Boolean);
  return (
    <ListItem disableGutters>
      <ListItemText primary={reference} secondary={details.join(' · ') || undefined} />
    </ListItem>
  );
}

/** A close's exceptions report, by kind; a kind with nothing to report is left out. */
export function DayCloseReportView({ report }: { report: DayCloseReport }) {
  const { t } = useTranslation('day-close');
  if (report.items.length === 0) return <Alert severity="success">{t('report.none')}</Alert>;
  return (
    <>
      {DAY_CLOSE_EXCEPTION_KINDS.map((kind) => {
        const items = report.items.filter((i) => i.kind === kind);
        if (items.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`day-close-${kind}`}>
            <Typography
              id={`day-close-${kind}`}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 700, mt: 1 }}
            >
              {t(`kinds.${kind}`, { count: items.length })}
            </Typography>
            <List dense>
              {items.map((item) => (
                <ExceptionLine key={item.id} item={item} currency={report.currency} />
              ))}
            </List>
          </section>
        );
      })}
    </>
  );
}
