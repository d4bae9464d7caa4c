import {
  MESSAGE_CHANNELS,
  MESSAGE_PURPOSES,
  MESSAGE_STATUSES,
  type MessageChannel,
  type MessagePurpose,
  type OutboxMessage,
} from '@bookone/domain';
import CancelScheduleSendIcon from '@mui/icons-material/CancelScheduleSend';
import ReplayIcon from '@mui/icons-material/Replay';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useConfirm } from '../../../components/dialogs/confirm-dialog';
import {
  DateRangeFilter,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
  type ListColumn,
} from '../../../components/resource-list';
import { formatDateTime, propertyTimeZone } from '../../../lib/dates';
import { errorMessage } from '../../../lib/error-message';
import { exportMessages, useMessageAction, useMessages } from '../api/messages';
import { canCancel, canResend, MESSAGE_LIST, messageQuery } from '../utils/message-list';
import { MessageDialog } from './message-dialog';
import { MessageStatusChip } from './message-status-chip';

/**
 * /bookone-admin/msg-tracker (issue 13): every email and SMS the product sent or is sending within the caller's
 * reach (the server scopes it), with status tabs, filters in the address, paged and sorted on the server and
 * exported; a message's details (never its one-time link), resend of a sent or failed one, cancel of a waiting one.
 */
export function MsgTrackerPage() {
  const { t, i18n } = useTranslation('messages');
  const list = useListState(MESSAGE_LIST);
  const filter = messageQuery(list.state);
  const query = useMessages({ ...filter, page: list.state.page, size: list.state.size });
  const action = useMessageAction();
  const confirm = useConfirm();
  const notice = useNotice();
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  // The dialog shows the row as the list holds it now (the list polls), so its status follows the worker; the
  // message as opened when the list no longer shows it (another tab, another page).
  const open = opened ? (query.data?.items.find((m) => m.id === opened.id) ?? opened) : null;
  const when = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language, propertyTimeZone()) : '—');

  const onResend = async (m: OutboxMessage) => {
    const ok = await confirm({
      title: t('actions.resendTitle'),
      message: t('actions.resendMessage', { recipient: m.recipient }),
      okText: t('actions.resend'),
    });
    if (!ok) return;
    action.mutate(
      { id: m.id, action: 'resend' },
      {
        onSuccess: (copy) => {
          notice.show(t('actions.resent', { recipient: m.recipient }));
          setOpened((o) => (o?.id === m.id ? copy : o));
        },
        onError: (e) => notice.show(errorMessage(e), 'error'),
      },
    );
  };
  const onCancel = async (m: OutboxMessage) => {
    const ok = await confirm({
      title: t('actions.cancelTitle'),
      message: t('actions.cancelMessage', { recipient: m.recipient }),
      okText: t('actions.cancel'),
    });
    if (!ok) return;
    action.mutate(
      { id: m.id, action: 'cancel' },
      {
        onSuccess: () => notice.show(t('actions.cancelled', { recipient: m.recipient })),
        onError: (e) => notice.show(errorMessage(e), 'error'),
      },
    );
  };

  const button = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} disabled={action.isPending}>
        {icon}
      </IconButton>
    </Tooltip>
  );

  const columns: ListColumn<OutboxMessage>[] = [
    {
      field: 'createdAt',
      headerName: t('fields.createdAt'),
      width: 160,
      card: 'title',
      valueFormatter: (_v: string, row) => when(row.createdAt),
    },
    {
      field: 'purpose',
      headerName: t('fields.purpose'),
      width: 150,
      valueFormatter: (v: MessagePurpose) => t(`purpose.${v}`),
    },
    {
      field: 'channel',
      headerName: t('fields.channel'),
      width: 90,
      sortable: false,
      valueFormatter: (v: MessageChannel) => t(`channel.${v}`),
    },
    { field: 'recipient', headerName: t('fields.recipient'), flex: 1, minWidth: 200 },
    {
      field: 'subject',
      headerName: t('fields.subject'),
      flex: 1,
      minWidth: 180,
      sortable: false,
      valueFormatter: (v: string | null) => v ?? '—',
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      width: 120,
      renderCell: ({ row }) => <MessageStatusChip status={row.status} />,
    },
    {
      field: 'attempts',
      headerName: t('fields.attempts'),
      width: 90,
      sortable: false,
      valueFormatter: (v: number) => new Intl.NumberFormat(i18n.language).format(v),
    },
    {
      field: 'sentAt',
      headerName: t('fields.sentAt'),
      width: 160,
      valueFormatter: (_v: string | null, row) => when(row.sentAt),
    },
    {
      field: 'actions',
      headerName: t('list.actions'),
      width: 130,
      sortable: false,
      card: 'hidden',
      renderCell: ({ row }) => (
        <Stack direction="row">
          {button(t('actions.view', { id: row.id }), <VisibilityIcon fontSize="small" />, () =>
            setOpened(row),
          )}
          {canResend(row) &&
            button(
              t('actions.resendTo', { recipient: row.recipient }),
              <ReplayIcon fontSize="small" />,
              () => {
                void onResend(row);
              },
            )}
          {canCancel(row) &&
            button(
              t('actions.cancelTo', { recipient: row.recipient }),
              <CancelScheduleSendIcon fontSize="small" />,
              () => {
                void onCancel(row);
              },
            )}
        </Stack>
      ),
    },
  ];

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro')}
      exportFile={(onProgress) => exportMessages(filter, onProgress)}
      refreshable
      list={list}
      tabs={{
        filter: 'status',
        label: t('list.statusTabs'),
        options: [
          { value: '', label: t('list.all') },
          ...MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        ],
      }}
      filters={
        <>
          <SelectFilter
            list={list}
            filter="purpose"
            label={t('fields.purpose')}
            anyLabel={t('list.anyPurpose')}
            options={MESSAGE_PURPOSES.map((p) => ({ value: p, label: t(`purpose.${p}`) }))}
            minWidth={190}
          />
          <SelectFilter
            list={list}
            filter="channel"
            label={t('fields.channel')}
            anyLabel={t('list.anyChannel')}
            options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`channel.${c}`) }))}
            minWidth={150}
          />
          <DateRangeFilter
            list={list}
            from="from"
            to="to"
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
            invertedText={t('list.inverted')}
          />
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
          />
        </>
      }
      totals={
        <Typography color="text.secondary" aria-live="polite">
          {t('list.count', { count: query.data?.total ?? 0 })}
        </Typography>
      }
      query={query}
      columns={columns}
      empty={t('list.noRows')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      onRowDoubleClick={(row) => setOpened(row)}
    >
      {notice.element}
      {open && (
        <MessageDialog
          message={open}
          busy={action.isPending}
          onClose={() => setOpened(null)}
          onResend={(m) => void onResend(m)}
          onCancel={(m) => void onCancel(m)}
        />
      )}
    </ResourceListPage>
  );
}
