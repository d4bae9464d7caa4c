import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { useOrganisationPropertyNames } from '../../../../hooks/use-organisation-property-names';
import { getOrganisationId, getPropertyId, getSessionProperty } from '../../../../lib/session';
import { isMissingSubscription, useConnections } from '../../api/connections';
import { configurePath } from '../../utils/paths';
import { ConnectionView } from './connection-view';
import { ConnectionsOverview } from './connections-overview';
import { SubscriptionRequired } from './subscription-required';

export type ChannelConfigureProps = {
  /** The address's property (the organisation admin's pick); a property user's is their own. */
  propertyId: number | null;
  connectionId: number | null;
  /** A channel to connect (the Connect dialog opens with it chosen). */
  channelId: number | null;
};

/**
 * /bookone-admin/channel-configure/:propertyId/:connectionId/:channelId (organisation and property admin): the
 * property's channel connections, then one connection's tabs (mapping, fees and rates, reservations, sync health,
 * iCal feeds). The organisation admin picks the property first. A property without the Channel Management
 * subscription sees what it takes instead of refusals.
 */
export function ChannelConfigurePage(props: ChannelConfigureProps) {
  const { t } = useTranslation('channels');
  const navigate = useNavigate();
  const own = getPropertyId();
  const organisationId = own == null ? getOrganisationId() : null;
  const properties = useOrganisationPropertyNames(organisationId);
  const propertyId = own ?? props.propertyId;
  const propertyName =
    own != null
      ? (getSessionProperty()?.name ?? null)
      : (properties.data?.find((p) => p.id === propertyId)?.name ?? null);

  const picker =
    organisationId != null ? (
      <TextField
        select
        label={t('configure.property')}
        value={properties.data && propertyId != null ? String(propertyId) : ''}
        onChange={(e) => void navigate(configurePath(Number(e.target.value)))}
        sx={{ minWidth: 260, alignSelf: 'flex-start' }}
        size="small"
      >
        {(properties.data ?? []).map((p) => (
          <MenuItem key={p.id} value={String(p.id)}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
    ) : null;

  const heading = (title: string, intro: string) => (
    <div>
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">
        {propertyName ? `${propertyName} · ` : ''}
        {intro}
      </Typography>
    </div>
  );
  const overviewHeading = (
    <>
      {heading(t('configure.heading'), t('configure.intro'))}
      {picker}
    </>
  );

  if (propertyId == null)
    return (
      <Stack spacing={2}>
        {overviewHeading}
        <Alert severity="info">{t('configure.pickProperty')}</Alert>
      </Stack>
    );
  return (
    <PropertyChannels
      key={propertyId}
      propertyId={propertyId}
      propertyName={propertyName}
      organisation={organisationId != null}
      connectionId={props.connectionId}
      channelId={props.channelId}
      overviewHeading={overviewHeading}
      connectionHeading={(name) => heading(name, t('configure.connectionIntro', { channel: name }))}
    />
  );
}

function PropertyChannels({
  propertyId,
  propertyName,
  organisation,
  connectionId,
  channelId,
  overviewHeading,
  connectionHeading,
}: {
  propertyId: number;
  propertyName: string | null;
  organisation: boolean;
  connectionId: number | null;
  channelId: number | null;
  overviewHeading: ReactNode;
  connectionHeading: (channelName: string) => ReactNode;
}) {
  const { t } = useTranslation('channels');
  const connections = useConnections(propertyId);
  const connection =
    connectionId == null ? null : (connections.data?.find((c) => c.id === connectionId) ?? null);
  if (connection)
    return (
      <ConnectionView
        propertyId={propertyId}
        connection={connection}
        heading={connectionHeading(connection.channelName)}
      />
    );
  let body: ReactNode;
  if (connections.isPending) body = <CircularProgress aria-label={t('configure.loading')} />;
  else if (connections.isError)
    body = isMissingSubscription(connections.error) ? (
      <SubscriptionRequired propertyName={propertyName} organisation={organisation} />
    ) : (
      <Alert severity="error" role="alert">
        {connections.error.message}
      </Alert>
    );
  else
    body = (
      <>
        {connectionId != null && <Alert severity="warning">{t('configure.connectionMissing')}</Alert>}
        <ConnectionsOverview propertyId={propertyId} connections={connections.data} channelId={channelId} />
      </>
    );
  return (
    <Stack spacing={2}>
      {overviewHeading}
      {body}
    </Stack>
  );
}
