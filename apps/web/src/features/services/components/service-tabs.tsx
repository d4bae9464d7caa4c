import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** A tab of Service Management: its key in the address (`?tab=`), its label and its list. */
export type ServiceTab = { key: string; label: string; render: (bar: ReactNode) => ReactNode };

/** The tab the address names, or the first one. */
export function useCurrentTab(tabs: readonly ServiceTab[]): ServiceTab {
  const [params] = useSearchParams();
  return tabs.find((t) => t.key === params.get('tab')) ?? tabs[0]!;
}

/**
 * The tab bar, shown under the page's heading by each tab's list. A switch starts the other list afresh (its own
 * filters, first page): the lists' parameters are not shared.
 */
export function ServiceTabBar({ tabs, current }: { tabs: readonly ServiceTab[]; current: string }) {
  const { t } = useTranslation('services');
  const [, setParams] = useSearchParams();
  return (
    <Tabs
      value={current}
      onChange={(_e, key: string) => setParams(key === tabs[0]?.key ? {} : { tab: key })}
      aria-label={t('page.tabs')}
      variant="scrollable"
      allowScrollButtonsMobile
    >
      {tabs.map((tab) => (
        <Tab key={tab.key} value={tab.key} label={tab.label} />
      ))}
    </Tabs>
  );
}
