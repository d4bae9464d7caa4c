import { addDays } from '@bookone/domain';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { RecordTable } from '../../../components/record-table';
import { useNotice } from '../../../components/resource-list';
import { errorMessage } from '../../../lib/form-errors';
import { formatDay, propertyToday } from '../../../lib/dates';
import { downloadServiceReport, useServiceReport, type ServiceReportKind } from '../api/reports';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
type Counts = {
  total: number;
  open: number;
  inProgress: number;
  resolved: number;
  closed: number;
  urgent: number;
  averageResolutionHours: number | null;
};

/**
 * The three service-request reports of spec §7.3 over the days requests were opened (the property's days): by
 * assignee, day by day, by issue type; each with its Excel download. The range is kept in the address.
 */
export function ServiceReports({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('service-requests');
  const [params, setParams] = useSearchParams();
  const today = propertyToday();
  const read = (name: string, fallback: string) => {
    const v = params.get(name);
    return v && ISO.test(v) ? v : fallback;
  };
  const from = read('reportFrom', addDays(today, -29));
  const to = read('reportTo', today);
  const valid = to >= from;
  const set = (name: string, value: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (ISO.test(value)) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2} component="section" aria-labelledby="service-reports-heading">
      <div>
        <Typography id="service-reports-heading" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
          {t('reports.heading')}
        </Typography>
        <Typography color="text.secondary">{t('reports.intro')}</Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          size="small"
          type="date"
          label={t('reports.from')}
          value={from}
          onChange={(e) => set('reportFrom', e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          type="date"
          label={t('reports.to')}
          value={to}
          onChange={(e) => set('reportTo', e.target.value)}
          error={!valid}
          helperText={valid ? undefined : t('inverted')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <ManagementReport propertyId={propertyId} from={from} to={to} enabled={valid} />
      <PropertyReport propertyId={propertyId} from={from} to={to} enabled={valid} />
      <IssueTypeReport propertyId={propertyId} from={from} to={to} enabled={valid} />
    </Stack>
  );
}

type ReportProps = { propertyId: number; from: string; to: string; enabled: boolean };

function useCountCells() {
  const { t, i18n } = useTranslation('service-requests');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return {
    headers: [
      t('reports.total'),
      t('reports.open'),
      t('reports.inProgress'),
      t('reports.resolved'),
      t('reports.closed'),
      t('reports.urgent'),
      t('reports.averageHours'),
    ],
    cells: (r: Counts) => (
      <>
        {[r.total, r.open, r.inProgress, r.resolved, r.closed, r.urgent].map((n, i) => (
          <TableCell key={i}>{number.format(n)}</TableCell>
        ))}
        <TableCell>
          {r.averageResolutionHours == null
            ? '—'
            : t('reports.hours', { hours: number.format(r.averageResolutionHours) })}
        </TableCell>
      </>
    ),
  };
}

/** A report's card: its title, Excel download, and the table (or loading, failure, nothing in the range). */
function ReportCard({
  kind,
  propertyId,
  from,
  to,
  state,
  headers,
  children,
}: {
  kind: ServiceReportKind;
  propertyId: number;
  from: string;
  to: string;
  state: { isPending: boolean; isError: boolean; empty: boolean };
  headers: string[];
  children: ReactNode;
}) {
  const { t } = useTranslation('service-requests');
  const titleId = useId();
  const notice = useNotice();
  const [busy, setBusy] = useState(false);
  const title = t(`reports.${kind}`);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
        >
          <Typography id={titleId} component="h3" variant="h6">
            {title}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            disabled={busy}
            aria-label={t('reports.downloadLabel', { report: title })}
            onClick={() => {
              setBusy(true);
              downloadServiceReport(kind, propertyId, from, to)
                .catch((error: unknown) => notice.show(errorMessage(error), 'error'))
                .finally(() => setBusy(false));
            }}
          >
            {t('reports.download')}
          </Button>
        </Stack>
        {state.isPending ? (
          <Skeleton variant="rounded" height={80} />
        ) : state.isError ? (
          <Alert severity="error">{t('reports.failed')}</Alert>
        ) : state.empty ? (
          <Alert severity="info">{t('reports.empty')}</Alert>
        ) : (
          <RecordTable label={title} headers={headers}>
            {children}
          </RecordTable>
        )}
        {notice.element}
      </CardContent>
    </Card>
  );
}

function ManagementReport({ propertyId, from, to, enabled }: ReportProps) {
  const { t } = useTranslation('service-requests');
  const query = useServiceReport('management', propertyId, from, to, enabled);
  const counts = useCountCells();
  const rows = query.data ?? [];
  return (
    <ReportCard
      kind="management"
      {...{ propertyId, from, to }}
      state={{ isPending: query.isPending, isError: query.isError, empty: rows.length === 0 }}
      headers={[t('fields.assignedRole'), t('fields.assignedUser'), ...counts.headers]}
    >
      {rows.map((r) => (
        <TableRow key={`${r.assignedRole ?? ''}-${r.assignedUserId ?? ''}`}>
          <TableCell>
            {r.assignedRole
              ? t(`roles.${r.assignedRole as 'PROP_ADMIN'}`, { defaultValue: r.assignedRole })
              : r.assignedUserId
                ? ''
                : t('reports.unassigned')}
          </TableCell>
          <TableCell>{r.assignedUserName ?? ''}</TableCell>
          {counts.cells(r)}
        </TableRow>
      ))}
    </ReportCard>
  );
}

function PropertyReport({ propertyId, from, to, enabled }: ReportProps) {
  const { t, i18n } = useTranslation('service-requests');
  const query = useServiceReport('property', propertyId, from, to, enabled);
  const counts = useCountCells();
  const rows = query.data ?? [];
  return (
    <ReportCard
      kind="property"
      {...{ propertyId, from, to }}
      state={{ isPending: query.isPending, isError: query.isError, empty: rows.length === 0 }}
      headers={[t('reports.date'), ...counts.headers]}
    >
      {rows.map((r) => (
        <TableRow key={r.date}>
          <TableCell>{formatDay(r.date, i18n.language, { weekday: true })}</TableCell>
          {counts.cells(r)}
        </TableRow>
      ))}
    </ReportCard>
  );
}

function IssueTypeReport({ propertyId, from, to, enabled }: ReportProps) {
  const { t } = useTranslation('service-requests');
  const query = useServiceReport('issueType', propertyId, from, to, enabled);
  const counts = useCountCells();
  const rows = query.data ?? [];
  return (
    <ReportCard
      kind="issueType"
      {...{ propertyId, from, to }}
      state={{ isPending: query.isPending, isError: query.isError, empty: rows.length === 0 }}
      headers={[t('fields.issueType'), ...counts.headers]}
    >
      {rows.map((r) => (
        <TableRow key={r.issueType}>
          <TableCell>{t(`issueTypes.${r.issueType as 'OTHER'}`, { defaultValue: r.issueType })}</TableCell>
          {counts.cells(r)}
        </TableRow>
      ))}
    </ReportCard>
  );
}
