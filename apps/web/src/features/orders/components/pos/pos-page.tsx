import type { Order } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeading } from '../../../../components/page-heading/page-heading';
import { useNotice } from '../../../../components/resource-list/notice';
import { errorMessage } from '../../../../lib/error-message';
import { useFloor } from '../../api/floor';
import { useOrder } from '../../api/get-order';
import { useOutletServices, usePosGroups, usePosProducts } from '../../api/pos-catalogue';
import { TablesScreen } from '../floor/tables-screen';
import { cartReducer } from './cart';
import { EMPTY_DETAILS, type OrderDetails } from './order-details';
import { OrderScreen } from './order-screen';
import { usePosAddress, type PosView } from './pos-address';

/**
 * /order/create-order (issue 12): the point of sale of the property's outlets. Two views of one page, so the cart
 * survives going to the floor and back: Order (the menu and the cart) and Tables (the floor plan and the table
 * opened). View, outlet, menu group and search, the table and the order being added to are in the address.
 */
export function PosPage({
  propertyId,
  detailsHref,
}: {
  propertyId: number;
  /** The order details page's address, given by the route once that page is built. */
  detailsHref?: (order: Order) => string;
}) {
  const { t } = useTranslation('orders');
  const address = usePosAddress();
  const notice = useNotice();
  const services = useOutletServices(propertyId);
  const groups = usePosGroups(propertyId);
  const [lines, dispatch] = useReducer(cartReducer, []);
  const [details, setDetails] = useState<OrderDetails>(EMPTY_DETAILS);

  // The outlets are the business services that have a menu.
  const outlets = (services.data ?? []).filter((s) =>
    (groups.data ?? []).some((g) => g.businessServiceId === s.id),
  );
  const outlet = outlets.find((o) => o.id === address.outletId) ?? outlets[0] ?? null;
  const products = usePosProducts(propertyId, outlet?.id ?? null);
  const floor = useFloor(propertyId, outlet?.id ?? null);
  const target = useOrder(propertyId, address.view === 'order' ? address.orderId : null);

  const heading = <PageHeading title={t('pos.title')} intro={t('pos.intro')} />;
  if (services.isPending || groups.isPending)
    return (
      <Stack spacing={2}>
        {heading}
        <CircularProgress aria-label={t('pos.loading')} />
      </Stack>
    );
  const failed = services.error ?? groups.error;
  if (failed)
    return (
      <Stack spacing={2}>
        {heading}
        <Alert severity="error">{errorMessage(failed)}</Alert>
      </Stack>
    );
  if (!outlet)
    return (
      <Stack spacing={2}>
        {heading}
        <Alert severity="info">{t('pos.noOutlet')}</Alert>
      </Stack>
    );

  const switchView = (view: PosView) =>
    address.update({ view, orderId: view === 'tables' ? null : address.orderId });
  const sent = (order: Order, round: boolean) => {
    dispatch({ type: 'clear' });
    notice.show(
      round
        ? t('pos.sentRound', { number: order.referenceNumber, table: order.tableName ?? '' })
        : t('pos.sent', { number: order.referenceNumber }),
    );
    if (!round) setDetails({ ...EMPTY_DETAILS, deliveryMethod: details.deliveryMethod });
    if (order.tableId != null) address.update({ view: 'tables', tableId: order.tableId, orderId: null });
  };

  return (
    <Stack spacing={2}>
      {heading}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          select
          size="small"
          label={t('pos.outlet')}
          value={outlet.id}
          onChange={(e) => {
            dispatch({ type: 'clear' });
            address.update({ outletId: Number(e.target.value), groupId: null, tableId: null, orderId: null });
          }}
          sx={{ minWidth: 220 }}
        >
          {outlets.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <Tabs
          value={address.view}
          onChange={(_e, view: PosView) => switchView(view)}
          aria-label={t('pos.views')}
        >
          <Tab
            value="order"
            label={t('pos.view.order', { count: lines.length })}
            id="pos-tab-order"
            aria-controls="pos-panel"
          />
          <Tab value="tables" label={t('pos.view.tables')} id="pos-tab-tables" aria-controls="pos-panel" />
        </Tabs>
      </Stack>
      <div role="tabpanel" id="pos-panel" aria-labelledby={`pos-tab-${address.view}`}>
        {address.view === 'tables' ? (
          <TablesScreen
            propertyId={propertyId}
            floor={floor}
            tableId={address.tableId}
            onOpen={(table) => address.update({ tableId: table.id })}
            onStartOrder={(table, covers) => {
              setDetails({ ...details, deliveryMethod: 'DINE_IN', tableId: table.id, covers });
              address.update({ view: 'order', tableId: table.id, orderId: null });
            }}
            onAddItems={(order) =>
              address.update({ view: 'order', orderId: order.id, tableId: order.tableId })
            }
            detailsHref={detailsHref}
          />
        ) : products.isError || target.isError ? (
          <Alert severity="error">{errorMessage(products.error ?? target.error)}</Alert>
        ) : products.isPending || (address.orderId != null && target.isPending) ? (
          <CircularProgress aria-label={t('pos.loading')} />
        ) : (
          <OrderScreen
            propertyId={propertyId}
            outlet={outlet}
            groups={(groups.data ?? []).filter((g) => g.businessServiceId === outlet.id)}
            products={products.data}
            tables={floor.data ?? []}
            lines={lines}
            dispatch={dispatch}
            details={details}
            onDetails={setDetails}
            target={address.orderId != null ? (target.data ?? null) : null}
            menu={{
              groupId: address.groupId,
              search: address.search,
              onGroup: (groupId) => address.update({ groupId }),
              // A search looks through every group.
              onSearch: (search) => address.update({ search, groupId: null }),
            }}
            onSent={sent}
            onCancelRound={() => address.update({ view: 'tables', orderId: null })}
          />
        )}
      </div>
      {notice.element}
    </Stack>
  );
}
