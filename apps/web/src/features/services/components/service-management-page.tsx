import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

import { getPropertyId } from '../../../lib/session';
import { BusinessServicesTab } from './business-services-tab';
import { OfferingsTab } from './offerings-tab';
import { ResourcesTab } from './resources-tab';
import { ServiceTabBar, useCurrentTab, type ServiceTab } from './service-tabs';

/** The catalogue's own tabs, in order; a route may add more after them (`extraTabs`, e.g. service requests). */
export function useCatalogueTabs(propertyId: number): ServiceTab[] {
  const { t } = useTranslation('services');
  return [
    {
      key: 'services',
      label: t('page.tabServices'),
      render: (bar) => <BusinessServicesTab propertyId={propertyId} bar={bar} />,
    },
    {
      key: 'offerings',
      label: t('page.tabOfferings'),
      render: (bar) => <OfferingsTab propertyId={propertyId} bar={bar} />,
    },
    {
      key: 'resources',
      label: t('page.tabResources'),
      render: (bar) => <ResourcesTab propertyId={propertyId} bar={bar} />,
    },
  ];
}

/**
 * /master-service/service-list (Service Management, issue 11): the property's business services, offerings and
 * resources, one list per tab (the tab in the address), each paged, sorted and filtered on the server with an
 * Excel export; other features' tabs come after the catalogue's.
 */
export function ServiceManagementPage({ extraTabs = [] }: { extraTabs?: ServiceTab[] }) {
  const { t } = useTranslation('services');
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('page.noProperty')}</Alert>;
  return <Tabbed propertyId={propertyId} extraTabs={extraTabs} />;
}

function Tabbed({ propertyId, extraTabs }: { propertyId: number; extraTabs: ServiceTab[] }) {
  const tabs = [...useCatalogueTabs(propertyId), ...extraTabs];
  const current = useCurrentTab(tabs);
  return current.render(<ServiceTabBar tabs={tabs} current={current.key} />);
}
