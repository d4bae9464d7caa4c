import { DELIVERY_METHODS, type DeliveryMethod, type FloorTable } from '@bookone/domain';
import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useCan } from '../../../../hooks/use-can';
import { useDebouncedValue } from '../../../../hooks/use-debounced-value';
import { useInHouseGuests, usePosCustomers } from '../../api/pos-people';
import type { CustomerMode, FieldMessages, OrderDetails } from './order-details';

const percentOf = (value: string) => Math.min(100, Math.max(0, Number(value) || 0));

/**
 * How a new order is delivered and to whom: Dine in at a table of the floor (with covers), Take away, Room order
 * for an in-house guest (charged to the folio), Delivery to an address; a customer
 * looked up or typed in; the order's discount and service charge.
 */
export function OrderDetailsForm({
  propertyId,
  details,
  onChange,
  tables,
  errors,
}: {
  propertyId: number;
  details: OrderDetails;
  onChange: (next: OrderDetails) => void;
  tables: readonly FloorTable[];
  errors: FieldMessages;
}) {
  const { t } = useTranslation('orders');
  const { t: tc } = useTranslation();
  // The till's own reads of guests and customers (order.write): a waiter needs no booking.read or customer.read.
  const canTakeOrders = useCan('order.write');
  const set = (patch: Partial<OrderDetails>) => onChange({ ...details, ...patch });
  const m = details.deliveryMethod;
  const inHouse = useInHouseGuests(propertyId, canTakeOrders && m === 'ROOM_ORDER');

  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('pos.details.title')}
      </Typography>
      <ToggleButtonGroup
        value={m}
        exclusive
        onChange={(_e, next: DeliveryMethod | null) => {
          if (next) set({ deliveryMethod: next });
        }}
        aria-label={t('pos.details.method')}
        sx={{ flexWrap: 'wrap' }}
      >
        {DELIVERY_METHODS.map((method) => (
          <ToggleButton
            key={method}
            value={method}
            disabled={method === 'ROOM_ORDER' && !canTakeOrders}
            sx={{ minHeight: 48 }}
          >
            {t(`pos.method.${method}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {m === 'DINE_IN' && (
        <Stack direction="row" spacing={1}>
          <TextField
            select
            label={t('pos.details.table')}
            value={details.tableId ?? ''}
            onChange={(e) => set({ tableId: e.target.value === '' ? null : Number(e.target.value) })}
            error={!!errors.tableId}
            helperText={errors.tableId ?? ' '}
            required
            sx={{ flex: 2 }}
          >
            {tables.map((table) => (
              <MenuItem key={table.id} value={table.id}>
                {t('pos.details.tableOption', {
                  name: table.name,
                  seats: table.seats,
                  status: t(`floor.status.${table.status}`),
                })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('pos.details.covers')}
            value={details.covers ?? ''}
            onChange={(e) =>
              set({ covers: e.target.value === '' ? null : Math.max(1, Math.round(Number(e.target.value))) })
            }
            error={!!errors.covers}
            helperText={errors.covers ?? ' '}
            slotProps={{ htmlInput: { min: 1, max: 100 } }}
            sx={{ flex: 1 }}
          />
        </Stack>
      )}
      {m === 'ROOM_ORDER' && (
        <TextField
          select
          label={t('pos.details.booking')}
          value={details.bookingId ?? ''}
          onChange={(e) => set({ bookingId: e.target.value === '' ? null : Number(e.target.value) })}
          error={!!errors.bookingId}
          helperText={
            errors.bookingId ??
            (inHouse.data?.length === 0 ? t('pos.details.noInHouse') : t('pos.details.bookingHelp'))
          }
          required
        >
          {(inHouse.data ?? []).map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {t('pos.details.bookingOption', {
                rooms: b.rooms.join(', ') || '—',
                guest: b.guestName,
                number: b.bookingNumber,
              })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {m === 'DELIVERY' && (
        <TextField
          label={t('pos.details.address')}
          value={details.deliveryAddress}
          onChange={(e) => set({ deliveryAddress: e.target.value })}
          error={!!errors.deliveryAddress}
          helperText={errors.deliveryAddress ?? ' '}
          required
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      )}
      {m !== 'ROOM_ORDER' && (
        <CustomerFields
          propertyId={propertyId}
          details={details}
          set={set}
          canLookUp={canTakeOrders}
          errors={errors}
        />
      )}
      <Stack direction="row" spacing={1}>
        <TextField
          type="number"
          label={t('pos.details.discount')}
          value={details.discountPercentage}
          onChange={(e) => set({ discountPercentage: percentOf(e.target.value) })}
          error={!!errors.discountPercentage}
          helperText={errors.discountPercentage ?? ' '}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          sx={{ flex: 1 }}
        />
        <TextField
          type="number"
          label={t('pos.details.serviceCharge')}
          value={details.serviceChargePercentage}
          onChange={(e) => set({ serviceChargePercentage: percentOf(e.target.value) })}
          error={!!errors.serviceChargePercentage}
          helperText={errors.serviceChargePercentage ?? ' '}
          slotProps={{ htmlInput: { min: 0, max: 100 } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <TextField
        label={tc('promotionCode.label')}
        value={details.promotionCode}
        onChange={(e) => set({ promotionCode: e.target.value })}
        error={!!errors.promotionCode}
        helperText={errors.promotionCode ?? tc('promotionCode.help')}
        slotProps={{ htmlInput: { maxLength: 30, autoComplete: 'off' } }}
      />
      <TextField
        label={t('pos.details.notes')}
        value={details.notes}
        onChange={(e) => set({ notes: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </Stack>
  );
}

function CustomerFields({
  propertyId,
  details,
  set,
  canLookUp,
  errors,
}: {
  propertyId: number;
  details: OrderDetails;
  set: (patch: Partial<OrderDetails>) => void;
  canLookUp: boolean;
  errors: FieldMessages;
}) {
  const { t } = useTranslation('orders');
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const found = usePosCustomers(
    propertyId,
    search,
    canLookUp && details.customerMode === 'existing' && search.length >= 2,
  );
  const modes: CustomerMode[] = canLookUp ? ['walkIn', 'existing', 'new'] : ['walkIn', 'new'];
  const c = details.newCustomer;
  const setNew = (patch: Partial<OrderDetails['newCustomer']>) => set({ newCustomer: { ...c, ...patch } });
  const options = found.data ?? [];
  return (
    <Stack spacing={1}>
      <ToggleButtonGroup
        value={details.customerMode}
        exclusive
        size="small"
        onChange={(_e, next: CustomerMode | null) => {
          if (next) set({ customerMode: next });
        }}
        aria-label={t('pos.customer.title')}
      >
        {modes.map((mode) => (
          <ToggleButton key={mode} value={mode}>
            {t(`pos.customer.${mode}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {details.customerMode === 'existing' && (
        <Autocomplete
          options={options}
          value={options.find((o) => o.id === details.customerId) ?? null}
          onChange={(_e, next) => set({ customerId: next?.id ?? null })}
          inputValue={input}
          onInputChange={(_e, next) => setInput(next)}
          filterOptions={(x) => x}
          loading={found.isFetching}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          getOptionLabel={(o) =>
            [`${o.firstName} ${o.lastName ?? ''}`.trim(), o.phone, o.email].filter(Boolean).join(' · ')
          }
          noOptionsText={search.length >= 2 ? t('pos.customer.none') : t('pos.customer.typeMore')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('pos.customer.find')}
              error={!!errors.customerId}
              helperText={errors.customerId ?? ' '}
            />
          )}
        />
      )}
      {details.customerMode === 'new' && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <TextField
            label={t('pos.customer.firstName')}
            value={c.firstName}
            onChange={(e) => setNew({ firstName: e.target.value })}
            required
            error={!!errors['customer.firstName']}
            helperText={errors['customer.firstName'] ?? ' '}
          />
          <TextField
            label={t('pos.customer.lastName')}
            value={c.lastName}
            onChange={(e) => setNew({ lastName: e.target.value })}
            helperText=" "
          />
          <TextField
            label={t('pos.customer.phone')}
            value={c.phone}
            onChange={(e) => setNew({ phone: e.target.value })}
            error={!!errors['customer.phone']}
            helperText={errors['customer.phone'] ?? ' '}
          />
          <TextField
            label={t('pos.customer.email')}
            value={c.email}
            onChange={(e) => setNew({ email: e.target.value })}
            error={!!errors['customer.email']}
            helperText={errors['customer.email'] ?? ' '}
          />
        </Stack>
      )}
    </Stack>
  );
}
