import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

import { GatewayList } from './gateway-list';
import { SettingList } from './setting-list';

type View = 'catalogue' | 'settings';

/**
 * /bookone-admin/manage-payment-getway (super admin): the gateway catalogue, and every property's setting. One list
 * at a time (each keeps its filters in the address); the settings view is named in it (`view=settings`).
 */
export function PaymentGatewaysPage() {
  const { t } = useTranslation('payment-gateways');
  const [params, setParams] = useSearchParams();
  // Held here too: clearing the settings list's filters must not send the page back to the catalogue.
  const [view, setView] = useState<View>(params.get('view') === 'settings' ? 'settings' : 'catalogue');
  const tabs = (
    <Tabs
      value={view}
      onChange={(_, next: View) => {
        setView(next);
        setParams(next === 'settings' ? { view: 'settings' } : {}, { replace: true });
      }}
      aria-label={t('page.tabsLabel')}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab value="catalogue" label={t('page.catalogue')} />
      <Tab value="settings" label={t('page.settings')} />
    </Tabs>
  );
  return view === 'settings' ? (
    <SettingList title={t('page.heading')} intro={t('page.intro')} header={tabs} />
  ) : (
    <GatewayList title={t('page.heading')} intro={t('page.intro')} header={tabs} />
  );
}
