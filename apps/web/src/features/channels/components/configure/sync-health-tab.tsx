import type { ChannelConnection, ChannelSyncEvent } from '@bookone/domain';
import SyncIcon from '@mui/icons-material/Sync';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';

import { SettingsCard } from '../../../../components/form/settings-card';
import { FactsList } from '../../../../components/facts/facts-list';
import { useNotice } from '../../../../components/resource-list';
import { useCan } from '../../../../hooks/use-can';
import { formatDateTime, formatDay } from '../../../../lib/dates';
import { useSyncHealth } from '../../api/connections';
import { useIcalImportFeeds, useSyncFeeds } from '../../api/ical';
import { ConnectionStatusChip } from './connection-status-chip';
import { PayloadText } from './payload-text';

/**
 * Sync health: when the connection last synchronised and last succeeded, when the next push goes, what waits, the
 * overbookings it caused, and its recent errors and events with what was sent or received; "Sync now".
 */
export function SyncHealthTab({
  propertyId,
  connection,
}: {
  propertyId: number;
  connection: ChannelConnection;
}) {
  const { t, i18n } = useTranslation('channels');
  const canConnect = useCan('channel.connect');
  const health = useSyncHealth(propertyId, connection.id);
  // What "sync now" can do today: fetch the connection's imported calendars (pushes go by themselves after each
  // inventory change, through the push queue).
  const feeds = useIcalImportFeeds(propertyId);
  const feedIds = (feeds.data ?? []).filter((f) => f.connectionId === connection.id).map((f) => f.id);
  const syncNow = useSyncFeeds(propertyId);
  const notice = useNotice();
  const at = (v: string | null, none: string) => (v ? formatDateTime(v, i18n.language) : none);

  return (
    <SettingsCard
      title={t('health.title')}
      intro={t('health.intro', { channel: connection.channelName })}
      query={health}
      loadingLabel={t('configure.loading')}
    >
      {(h) => (
        <Stack spacing={2}>
          {canConnect && feedIds.length > 0 && (
            <div>
              <Button
                variant="contained"
                startIcon={<SyncIcon />}
                disabled={syncNow.isPending}
                onClick={() =>
                  syncNow.mutate(feedIds, {
                    onSuccess: (results) => {
                      const failed = results.filter((r) => r.status === 'ERROR').length;
                      if (failed > 0) notice.show(t('health.syncFailed', { count: failed }), 'error');
                      else notice.show(t('health.synced', { count: results.length }));
                    },
                    onError: (e) => notice.show(e.message, 'error'),
                  })
                }
              >
                {t('health.syncNow')}
              </Button>
            </div>
          )}
          {h.lastError && (
            <Alert severity="error">
              {t('health.lastErrorSays')} {h.lastError}
            </Alert>
          )}
          {h.overbookings > 0 && (
            <Alert severity="warning">{t('health.overbookings', { count: h.overbookings })}</Alert>
          )}
          <FactsList
            items={[
              [t('fields.status'), <ConnectionStatusChip key="s" status={h.status} />],
              [t('health.lastSyncAt'), at(h.lastSyncAt, t('health.never'))],
              [t('health.lastSuccessAt'), at(h.lastSuccessAt, t('health.never'))],
              [t('health.nextRunAt'), at(h.nextRunAt, t('health.nothingWaiting'))],
              [
                t('health.pending'),
                h.pendingPush
                  ? t('health.pendingRange', {
                      from: formatDay(h.pendingPush.from, i18n.language),
                      to: formatDay(h.pendingPush.to, i18n.language),
                      count: h.pendingPush.attempts,
                    })
                  : t('health.nothingWaiting'),
              ],
            ]}
          />
          <section aria-labelledby="channel-health-errors">
            <Typography
              id="channel-health-errors"
              component="h4"
              variant="subtitle1"
              sx={{ fontWeight: 700, mb: 1 }}
            >
              {t('health.recentErrors')}
            </Typography>
            {h.recentErrors.length === 0 ? (
              <Typography color="text.secondary">{t('health.noErrors')}</Typography>
            ) : (
              h.recentErrors.map((e) => <SyncEventItem key={e.id} event={e} />)
            )}
          </section>
          <section aria-labelledby="channel-health-events">
            <Typography
              id="channel-health-events"
              component="h4"
              variant="subtitle1"
              sx={{ fontWeight: 700, mb: 1 }}
            >
              {t('health.recentEvents')}
            </Typography>
            {h.recentEvents.length === 0 ? (
              <Typography color="text.secondary">{t('health.noEvents')}</Typography>
            ) : (
              h.recentEvents.map((e) => <SyncEventItem key={e.id} event={e} />)
            )}
          </section>
          {notice.element}
        </Stack>
      )}
    </SettingsCard>
  );
}

/** One sync event: when, which way, how it went and its message; what was sent or received opens under it. */
function SyncEventItem({ event: e }: { event: ChannelSyncEvent }) {
  const { t, i18n } = useTranslation('channels');
  const when = formatDateTime(e.startedAt, i18n.language);
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color={e.status === 'SUCCESS' ? 'success' : 'error'}
            label={t(`syncStatuses.${e.status}`)}
          />
          <Typography variant="body2">{when}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`syncDirections.${e.direction}`)}
          </Typography>
          <Typography variant="body2" color={e.error ? 'error' : 'text.primary'}>
            {e.error ?? e.message ?? ''}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        {e.payload ? (
          <PayloadText payload={e.payload} label={t('health.payloadOf', { when })} />
        ) : (
          <Typography color="text.secondary">{t('health.noPayload')}</Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
