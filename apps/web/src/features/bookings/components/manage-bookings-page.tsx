import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import {
  ChipsFilter,
  DateRangeFilter,
  ResourceListPage,
  SearchFilter,
  SelectFilter,
  useListState,
  useNotice,
} from '../../../components/resource-list';
import { useCan } from '../../../hooks/use-can';
import { useListShortcuts } from '../../../hooks/use-list-shortcuts';
import { useBookings } from '../api/bookings';
import { downloadBookingsExport } from '../api/export';
import { BOOKING_LIST, QUICK_VIEWS, STATUS_TABS, toApiParams } from '../utils/list-query';
import { currentProperty } from '../utils/property';
import { useBookingColumns } from './booking-columns';
import type { RefundCredit } from './check-out-dialog';
import { NewBookingDialog } from './new-booking-dialog';
import type { TakePaymentDialog } from './record-payment-dialog';
import { useBookingActions } from './use-booking-actions';

/**
 * /bookone/manage-booking/list: the property's bookings, paged, sorted and filtered on the server, with every filter
 * in the address bar; it opens on today's work. Shortcuts: N opens a new booking, / jumps to the search box.
 */
export function ManageBookingsPage({
  PaymentDialog,
  refundCredit,
}: {
  PaymentDialog: TakePaymentDialog;
  refundCredit?: RefundCredit;
}) {
  const { t } = useTranslation('bookings');
  const navigate = useNavigate();
  const { propertyId, name } = currentProperty();
  const canWrite = useCan('booking.write');
  const [creating, setCreating] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const actions = useBookingActions({ PaymentDialog, refundCredit });
  const notice = useNotice();
  const list = useListState(BOOKING_LIST);
  const query = useBookings(propertyId ?? 0, toApiParams(list.state));
  const columns = useBookingColumns(canWrite, actions.run);
  useListShortcuts(searchRef, canWrite ? () => setCreating(true) : undefined);

  if (propertyId == null) return <Alert severity="info">{t('common.noProperty')}</Alert>;
  const open = (id: number) => void navigate(`/bookone/manage-booking/${id}`);

  return (
    <ResourceListPage
      title={t('list.heading')}
      intro={t('list.intro', { property: name })}
      refreshable
      exportFile={(onProgress) =>
        downloadBookingsExport(propertyId, toApiParams(list.state, { paging: false }), onProgress)
      }
      actions={
        canWrite && (
          <Tooltip title={t('list.newShortcut')} describeChild>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setCreating(true)}
              aria-keyshortcuts="N"
            >
              {t('list.new')}
            </Button>
          </Tooltip>
        )
      }
      notice={
        <ChipsFilter
          list={list}
          filter="view"
          label={t('list.quickFilters')}
          options={QUICK_VIEWS.map((v) => ({ value: v, label: t(`list.views.${v}`) }))}
          // A quick view names its own day: the date range steps aside.
          onPick={() => ({ from: '', to: '' })}
        />
      }
      list={list}
      tabs={{
        filter: 'tab',
        label: t('list.statusTabs'),
        options: STATUS_TABS.map((tab) => ({ value: tab, label: t(`list.tabs.${tab || 'all'}`) })),
      }}
      filters={
        <>
          <SearchFilter
            list={list}
            filter="search"
            label={t('list.search')}
            placeholder={t('list.searchHint')}
            inputRef={searchRef}
            shortcut="/"
          />
          <SelectFilter
            list={list}
            filter="dates"
            label={t('list.dateField')}
            options={[
              { value: '', label: t('list.byStay') },
              { value: 'arrival', label: t('list.byArrival') },
            ]}
            minWidth={150}
          />
          <DateRangeFilter
            list={list}
            from="from"
            to="to"
            fromLabel={t('list.from')}
            toLabel={t('list.to')}
          />
        </>
      }
      query={query}
      columns={columns}
      empty={t('list.empty')}
      noMatch={t('list.noMatch')}
      gridLabel={t('list.gridLabel')}
      onRowDoubleClick={(row) => open(row.id)}
      getRowClassName={(row) => `status-${row.status.toLowerCase()}`}
    >
      {canWrite && (
        <NewBookingDialog
          open={creating}
          onClose={() => setCreating(false)}
          propertyId={propertyId}
          onCreated={(b) =>
            notice.show(
              t(b.status === 'ENQUIRY' ? 'list.enquirySaved' : 'list.created', { number: b.bookingNumber }),
              'success',
              <Button color="inherit" size="small" onClick={() => open(b.id)}>
                {t('list.openBooking')}
              </Button>,
            )
          }
        />
      )}
      {actions.dialogs}
      {notice.element}
    </ResourceListPage>
  );
}
