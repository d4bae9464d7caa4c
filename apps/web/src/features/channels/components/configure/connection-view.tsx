import type { ChannelConnection } from '@bookone/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';

import { configurePath } from '../../utils/paths';
import { ChannelLogo } from '../channel-logo';
import { IcalPanel } from '../ical/ical-panel';
import { ConnectionStatusChip } from './connection-status-chip';
import { FeesTab } from './fees-tab';
import { MappingTab } from './mapping-tab';
import { ReservationsTab } from './reservations-tab';
import { SyncHealthTab } from './sync-health-tab';

/** A tab's content; `list` tabs are list-kit pages that draw the heading and bar themselves (one h1 per page). */
type ConnectionTab = { key: string; label: string; list?: boolean; render: (bar: ReactNode) => ReactNode };

/**
 * One connection of the property: its tabs (the tab in the address, `?tab=`, none for the first). The iCal channel
 * adds its feeds: the busy feeds the property publishes and the OTA feeds it imports.
 */
export function ConnectionView({
  propertyId,
  connection,
  heading,
}: {
  propertyId: number;
  connection: ChannelConnection;
  /** The page's h1 (the channel, the property), drawn above the tabs except by a list tab. */
  heading: ReactNode;
}) {
  const { t } = useTranslation('channels');
  const [params, setParams] = useSearchParams();
  const props = { propertyId, connection };
  const tabs: ConnectionTab[] = [
    { key: 'mapping', label: t('tabs.mapping'), render: () => <MappingTab {...props} /> },
    { key: 'fees', label: t('tabs.fees'), render: () => <FeesTab {...props} /> },
    ...(connection.adapterKind === 'ICAL'
      ? [{ key: 'ical', label: t('tabs.ical'), render: () => <IcalPanel {...props} /> }]
      : []),
    {
      key: 'reservations',
      label: t('tabs.reservations'),
      list: true,
      render: (bar: ReactNode) => <ReservationsTab {...props} bar={bar} />,
    },
    { key: 'health', label: t('tabs.health'), render: () => <SyncHealthTab {...props} /> },
  ];
  const current = tabs.find((tab) => tab.key === params.get('tab')) ?? tabs[0]!;

  const bar = (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to={configurePath(propertyId)} startIcon={<ArrowBackIcon />}>
          {t('configure.allConnections')}
        </Button>
        <ChannelLogo name={connection.channelName} logoUrl={connection.channelLogoUrl} />
        <ConnectionStatusChip status={connection.status} />
      </Stack>
      <Tabs
        value={current.key}
        onChange={(_e, key: string) => setParams(key === tabs[0]!.key ? {} : { tab: key })}
        aria-label={t('tabs.label', { channel: connection.channelName })}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.key} value={tab.key} label={tab.label} />
        ))}
      </Tabs>
    </Stack>
  );

  if (current.list) return current.render(bar);
  return (
    <Stack spacing={2}>
      {heading}
      {bar}
      <Box>{current.render(bar)}</Box>
    </Stack>
  );
}
