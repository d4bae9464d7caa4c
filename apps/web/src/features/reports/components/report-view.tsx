import type { ReportInfo } from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useNotice } from '../../../components/resource-list';
import { useOrganisationPropertyNames } from '../../../hooks/use-organisation-property-names';
import { propertyToday } from '../../../lib/dates';
import { errorMessage } from '../../../lib/form-errors';
import { getOrganisationId, getPropertyId } from '../../../lib/session';
import { downloadReport, useReport } from '../api/reports';
import { periodValid, reportParams } from '../utils/report-address';
import { ReportChart } from './report-chart';
import { ReportFilters } from './report-filters';
import { ReportTable } from './report-table';

/**
 * One report, whichever it is (decision 0047): its period, property and filters in the address, the chart with the
 * table beside it, the Excel download. While the figures load a progress bar shows; if they cannot be read the bar
 * only stops (spec §8: no message) and a button loads them again.
 */
export function ReportView({ info, onBack }: { info: ReportInfo; onBack: () => void }) {
  const { t, i18n } = useTranslation('reports');
  const [address, setAddress] = useSearchParams();
  const own = getPropertyId();
  const organisationId = own == null ? getOrganisationId() : null;
  const properties = useOrganisationPropertyNames(organisationId);
  const params = reportParams(info, address, propertyToday());
  const valid = periodValid(params);
  const query = useReport(info.id, params, valid);
  const notice = useNotice();
  const [downloading, setDownloading] = useState(false);
  const title = t(`titles.${info.id}`, { defaultValue: info.id });
  const result = query.data;
  const labelOf = (key: string) =>
    t(`columns.${key}`, { defaultValue: result?.columns.find((c) => c.key === key)?.label ?? key });
  const format = { language: i18n.language, currency: result?.currency ?? null };

  const change = (key: string, value: string) =>
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2} component="section" aria-labelledby="report-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('back')}
        </Button>
        <Typography id="report-title" component="h2" variant="h5" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {title}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={downloading || !valid}
          aria-label={t('downloadLabel', { report: title })}
          onClick={() => {
            setDownloading(true);
            downloadReport(info.id, params)
              .catch((error: unknown) => notice.show(errorMessage(error), 'error'))
              .finally(() => setDownloading(false));
          }}
        >
          {t('download')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t(`descriptions.${info.id}`, { defaultValue: '' })}</Typography>
      <ReportFilters
        info={info}
        params={params}
        filters={result?.filters ?? info.filters}
        properties={organisationId == null ? null : (properties.data ?? [])}
        onChange={change}
      />
      <Box sx={{ minHeight: 4 }}>
        {query.isFetching && <LinearProgress aria-label={t('loading')} />}
        {query.isError && !query.isFetching && (
          <Button startIcon={<RefreshIcon />} onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        )}
      </Box>
      {result && (
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
          {result.chart && result.rows.length > 0 && (
            <Card variant="outlined" sx={{ flex: 1, width: '100%', minWidth: 0 }}>
              <CardContent>
                <ReportChart result={result} format={format} labelOf={labelOf} />
              </CardContent>
            </Card>
          )}
          <Card variant="outlined" sx={{ flex: 1, width: '100%', minWidth: 0 }}>
            <CardContent>
              {result.rows.length === 0 ? (
                <Typography>{t('empty')}</Typography>
              ) : (
                <ReportTable
                  result={result}
                  caption={title}
                  totalLabel={t('total')}
                  format={format}
                  labelOf={labelOf}
                />
              )}
            </CardContent>
          </Card>
        </Stack>
      )}
      {notice.element}
    </Stack>
  );
}
