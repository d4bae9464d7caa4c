import { REPORT_GROUPS, type ReportGroup } from '@bookone/domain';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { PageHeading } from '../../../components/page-heading/page-heading';
import { useReportCatalogue } from '../api/reports';
import { ReportView } from './report-view';

/**
 * /report/report-dashboard (issue 15): the reports the user may run, by group (tabs), for the business types of
 * their properties; a card opens the report on the same page (?report=<id>), with everything it reads in the address.
 */
export function ReportDashboardPage() {
  const { t } = useTranslation('reports');
  const [address, setAddress] = useSearchParams();
  const catalogue = useReportCatalogue();
  const reports = catalogue.data ?? [];
  const groups = REPORT_GROUPS.filter((g) => reports.some((r) => r.group === g));
  const asked = address.get('group');
  const group: ReportGroup | undefined = groups.find((g) => g === asked) ?? groups[0];
  const open = reports.find((r) => r.id === address.get('report'));

  const go = (next: Record<string, string>) => setAddress(new URLSearchParams(next));

  return (
    <Stack spacing={2}>
      <PageHeading title={t('heading')} intro={t('intro')} />
      {catalogue.isFetching && !catalogue.data && <LinearProgress aria-label={t('loading')} />}
      {open ? (
        <ReportView key={open.id} info={open} onBack={() => go({ group: open.group })} />
      ) : (
        <>
          {catalogue.data && reports.length === 0 && <Typography>{t('none')}</Typography>}
          {groups.length > 1 && group && (
            <Tabs value={group} onChange={(_e, g: string) => go({ group: g })} aria-label={t('groupsLabel')}>
              {groups.map((g) => (
                <Tab key={g} value={g} label={t(`groups.${g}`)} />
              ))}
            </Tabs>
          )}
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {reports
              .filter((r) => r.group === group)
              .map((r) => (
                <Grid key={r.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea
                      sx={{ height: '100%', alignItems: 'flex-start' }}
                      onClick={() => go({ report: r.id })}
                    >
                      <CardContent>
                        <Typography component="h2" variant="h6">
                          {t(`titles.${r.id}`, { defaultValue: r.id })}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t(`descriptions.${r.id}`, { defaultValue: '' })}
                        </Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
          </Grid>
        </>
      )}
    </Stack>
  );
}
