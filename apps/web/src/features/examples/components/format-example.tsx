import {
  excerpt,
  formatCurrency,
  formatNotificationDate,
  formatTargetDate,
  numberToWords,
  relativeTimeParts,
} from '@bookone/domain';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';

/** A fixed moment, so that the page reads the same every time. */
const SAMPLE_DATE = new Date(2026, 0, 5, 9, 7);
const THREE_HOURS_MS = 3 * 60 * 60 * 1000;

/** The formatting helpers of the domain package (spec §9), each with a sample input and its output. */
export function FormatExample() {
  const { t, i18n } = useTranslation();
  const ago = relativeTimeParts(new Date(SAMPLE_DATE.getTime() - THREE_HOURS_MS), SAMPLE_DATE);
  const rows: [string, string, string][] = [
    ['formatCurrency', '1234.5, "nzd"', formatCurrency(1234.5, 'nzd')],
    ['formatNotificationDate', SAMPLE_DATE.toISOString(), formatNotificationDate(SAMPLE_DATE)],
    ['formatTargetDate', SAMPLE_DATE.toISOString(), formatTargetDate(SAMPLE_DATE)],
    ['excerpt', '"Harbour View Hotel"', excerpt('Harbour View Hotel')],
    [
      'relativeTimeParts',
      t('examples.format.threeHoursAgo'),
      new Intl.RelativeTimeFormat(i18n.language, { numeric: 'always' }).format(-ago.count, ago.unit),
    ],
    ['numberToWords', '1042', numberToWords(1042)],
  ];
  return (
    <Table size="small" aria-label={t('examples.format.label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('examples.format.helper')}</TableCell>
          <TableCell>{t('examples.format.input')}</TableCell>
          <TableCell>{t('examples.format.output')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map(([helper, input, output]) => (
          <TableRow key={helper}>
            <TableCell sx={{ fontFamily: 'monospace' }}>{helper}</TableCell>
            <TableCell>{input}</TableCell>
            <TableCell>{output}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
