import type { IcalExportFeed } from '@bookone/domain';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../../components/dialogs/confirm-dialog';
import { SettingsCard } from '../../../../components/form/settings-card';
import { RecordTable } from '../../../../components/record-table';
import { useNotice } from '../../../../components/resource-list';
import { useCan } from '../../../../hooks/use-can';
import { formatDateTime } from '../../../../lib/dates';
import { useIcalExportFeeds, useIssueIcalExportFeed, useRevokeIcalExportFeed } from '../../api/ical';

/** The busy feeds: a URL per room type and per room to give an OTA, with copy, regenerate and revoke. */
export function ExportFeeds({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('channels');
  const feeds = useIcalExportFeeds(propertyId);
  return (
    <SettingsCard
      title={t('ical.exportTitle')}
      intro={t('ical.exportIntro')}
      query={feeds}
      loadingLabel={t('configure.loading')}
    >
      {(list) => <ExportFeedTable propertyId={propertyId} feeds={list} />}
    </SettingsCard>
  );
}

const slotName = (feed: IcalExportFeed) => feed.roomNumber ?? feed.roomTypeName;

function ExportFeedTable({ propertyId, feeds }: { propertyId: number; feeds: IcalExportFeed[] }) {
  const { t, i18n } = useTranslation('channels');
  const canConnect = useCan('channel.connect');
  const confirm = useConfirm();
  const issue = useIssueIcalExportFeed(propertyId);
  const revoke = useRevokeIcalExportFeed(propertyId);
  const notice = useNotice();
  const failed = (e: Error) => notice.show(e.message, 'error');

  const copy = async (feed: IcalExportFeed) => {
    try {
      await navigator.clipboard.writeText(feed.url!);
      notice.show(t('ical.copied', { name: slotName(feed) }));
    } catch {
      notice.show(t('ical.copyFailed'), 'error');
    }
  };
  const regenerate = async (feed: IcalExportFeed) => {
    if (
      feed.url &&
      !(await confirm({
        title: t('ical.regenerateTitle', { name: slotName(feed) }),
        message: t('ical.regenerateMessage'),
        okText: t('ical.regenerate'),
      }))
    )
      return;
    issue.mutate(
      { roomTypeId: feed.roomTypeId, roomId: feed.roomId },
      { onSuccess: () => notice.show(t('ical.issued', { name: slotName(feed) })), onError: failed },
    );
  };
  const revokeFeed = async (feed: IcalExportFeed) => {
    if (
      !(await confirm({
        title: t('ical.revokeTitle', { name: slotName(feed) }),
        message: t('ical.revokeMessage'),
        okText: t('ical.revoke'),
      }))
    )
      return;
    revoke.mutate(feed.id!, {
      onSuccess: () => notice.show(t('ical.revoked', { name: slotName(feed) })),
      onError: failed,
    });
  };

  return (
    <>
      <RecordTable
        label={t('ical.exportTitle')}
        headers={[t('ical.slot'), t('ical.feedUrl'), t('ical.lastReadAt')]}
        actionsHeader={canConnect ? t('mapping.actions') : undefined}
      >
        {feeds.map((feed) => {
          const name = slotName(feed);
          return (
            <TableRow key={`${feed.roomTypeId}/${feed.roomId ?? ''}`}>
              <TableCell sx={{ pl: feed.roomId == null ? 2 : 5 }}>
                <Typography variant="body2" sx={{ fontWeight: feed.roomId == null ? 700 : 400 }}>
                  {feed.roomId == null ? t('ical.roomTypeSlot', { name }) : t('ical.roomSlot', { name })}
                </Typography>
              </TableCell>
              <TableCell sx={{ minWidth: 280 }}>
                {feed.url ? (
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <TextField
                      size="small"
                      fullWidth
                      value={feed.url}
                      label={t('ical.urlOf', { name })}
                      slotProps={{ htmlInput: { readOnly: true } }}
                      onFocus={(e) => e.target.select()}
                    />
                    <IconButton aria-label={t('ical.copy', { name })} onClick={() => void copy(feed)}>
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Stack>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {t('ical.noFeed')}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                {feed.lastReadAt ? formatDateTime(feed.lastReadAt, i18n.language) : t('ical.neverRead')}
              </TableCell>
              {canConnect && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Button
                    size="small"
                    onClick={() => void regenerate(feed)}
                    aria-label={feed.url ? t('ical.regenerateOf', { name }) : t('ical.issueOf', { name })}
                  >
                    {feed.url ? t('ical.regenerate') : t('ical.issue')}
                  </Button>
                  {feed.id != null && feed.url && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => void revokeFeed(feed)}
                      aria-label={t('ical.revokeOf', { name })}
                    >
                      {t('ical.revoke')}
                    </Button>
                  )}
                </TableCell>
              )}
            </TableRow>
          );
        })}
      </RecordTable>
      {notice.element}
    </>
  );
}
