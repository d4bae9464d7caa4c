import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { getPropertyId } from '../../../lib/session';
import { RequestsList } from './requests-list';
import { ServiceReports } from './service-reports';

const VIEW = 'requestsView';

/**
 * Service requests of the signed-in property as one self-contained block: the Requests list and the Reports view,
 * switched by tabs kept in the address (`requestsView=reports`). The Service Management page shows it as its
 * "Requests" tab, giving its heading and its tab bar (`title`, `bar`); it needs nothing else from that page.
 */
export function ServiceRequestsSection({ title, bar }: { title?: string; bar?: ReactNode } = {}) {
  const { t } = useTranslation('service-requests');
  const propertyId = getPropertyId();
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW) === 'reports' ? 'reports' : 'list';
  if (propertyId == null) return <Alert severity="info">{t('noProperty')}</Alert>;
  const switcher = (
    <Tabs
      value={view}
      aria-label={t('views.label')}
      onChange={(_e, next: string) =>
        setParams((p) => {
          const out = new URLSearchParams(p);
          if (next === 'reports') out.set(VIEW, 'reports');
          else out.delete(VIEW);
          return out;
        })
      }
    >
      <Tab value="list" label={t('views.list')} />
      <Tab value="reports" label={t('views.reports')} />
    </Tabs>
  );
  const header = (
    <>
      {bar}
      {switcher}
    </>
  );
  if (view === 'list') return <RequestsList propertyId={propertyId} title={title} header={header} />;
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title ?? t('heading')}
      </Typography>
      {header}
      <ServiceReports propertyId={propertyId} />
    </Stack>
  );
}
