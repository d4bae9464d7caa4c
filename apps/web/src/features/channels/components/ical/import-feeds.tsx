import type { ChannelConnection, IcalImportFeed } from '@bookone/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../../components/dialogs/confirm-dialog';
import { SettingsCard } from '../../../../components/form/settings-card';
import { RecordTable } from '../../../../components/record-table';
import { useNotice } from '../../../../components/resource-list';
import { useCan } from '../../../../hooks/use-can';
import { formatDateTime } from '../../../../lib/dates';
import { useDeleteIcalImportFeed, useIcalImportFeeds, useSyncIcalImportFeed } from '../../api/ical';
import { ImportFeedDialog } from './import-feed-dialog';

/** The OTAs' feeds the property imports: per room or room type, fetched on their interval and on demand. */
export function ImportFeeds({
  propertyId,
  connection,
}: {
  propertyId: number;
  connection: ChannelConnection;
}) {
  const { t } = useTranslation('channels');
  const feeds = useIcalImportFeeds(propertyId);
  return (
    <SettingsCard
      title={t('ical.importTitle')}
      intro={t('ical.importIntro')}
      query={feeds}
      loadingLabel={t('configure.loading')}
    >
      {(list) => <ImportFeedTable propertyId={propertyId} connection={connection} feeds={list} />}
    </SettingsCard>
  );
}

function ImportFeedTable({
  propertyId,
  connection,
  feeds,
}: {
  propertyId: number;
  connection: ChannelConnection;
  feeds: IcalImportFeed[];
}) {
  const { t, i18n } = useTranslation('channels');
  const canConnect = useCan('channel.connect');
  const confirm = useConfirm();
  const sync = useSyncIcalImportFeed(propertyId);
  const remove = useDeleteIcalImportFeed(propertyId);
  const notice = useNotice();
  const [editing, setEditing] = useState<IcalImportFeed | 'new' | null>(null);
  const at = (v: string | null) => (v ? formatDateTime(v, i18n.language) : '—');

  const syncNow = (feed: IcalImportFeed) =>
    sync.mutate(feed.id, {
      onSuccess: (r) =>
        r.status === 'SUCCESS'
          ? notice.show(t('ical.synced', { name: feed.name, ...r }))
          : notice.show(t('ical.syncFailed', { name: feed.name, error: r.error ?? '' }), 'error'),
      onError: (e) => notice.show(e.message, 'error'),
    });
  const removeFeed = async (feed: IcalImportFeed) => {
    if (
      !(await confirm({
        title: t('ical.deleteTitle', { name: feed.name }),
        message: t('ical.deleteMessage'),
        okText: t('ical.delete'),
      }))
    )
      return;
    remove.mutate(feed.id, {
      onSuccess: () => notice.show(t('ical.deleted', { name: feed.name })),
      onError: (e) => notice.show(e.message, 'error'),
    });
  };

  return (
    <Stack spacing={2}>
      {canConnect && (
        <div>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('ical.addImport')}
          </Button>
        </div>
      )}
      {feeds.length === 0 ? (
        <Alert severity="info">{t('ical.noImports')}</Alert>
      ) : (
        <RecordTable
          label={t('ical.importTitle')}
          headers={[
            t('ical.feedName'),
            t('ical.slot'),
            t('ical.interval'),
            t('ical.lastFetch'),
            t('ical.nextFetch'),
          ]}
          actionsHeader={canConnect ? t('mapping.actions') : undefined}
        >
          {feeds.map((feed) => (
            <TableRow key={feed.id}>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {feed.name}
                </Typography>
                <Typography variant="caption" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {feed.channelName} · {feed.url}
                </Typography>
              </TableCell>
              <TableCell>{feed.roomNumber ?? feed.roomTypeName}</TableCell>
              <TableCell>
                {t('ical.everyMinutes', { count: feed.intervalMinutes })}
                {feed.status === 'PAUSED' && (
                  <Chip size="small" label={t('feedStatuses.PAUSED')} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>
                <Stack spacing={0.5}>
                  <span>{at(feed.lastFetchAt)}</span>
                  {feed.lastFetchAt == null ? null : feed.lastError ? (
                    <Typography variant="caption" color="error">
                      {t('ical.fetchFailed', { error: feed.lastError })}
                    </Typography>
                  ) : (
                    <Typography variant="caption" color="success.main">
                      {t('ical.fetchOk', { count: feed.lastEventCount ?? 0 })}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell>{at(feed.nextFetchAt)}</TableCell>
              {canConnect && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    disabled={sync.isPending}
                    onClick={() => syncNow(feed)}
                    aria-label={t('ical.syncNowOf', { name: feed.name })}
                  >
                    {t('health.syncNow')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setEditing(feed)}
                    aria-label={t('ical.editOf', { name: feed.name })}
                  >
                    {t('ical.edit')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => void removeFeed(feed)}
                    aria-label={t('ical.deleteOf', { name: feed.name })}
                  >
                    {t('ical.delete')}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </RecordTable>
      )}
      {editing != null && (
        <ImportFeedDialog
          propertyId={propertyId}
          connection={connection}
          feed={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(f) => notice.show(t('ical.importSaved', { name: f.name }))}
        />
      )}
      {notice.element}
    </Stack>
  );
}
