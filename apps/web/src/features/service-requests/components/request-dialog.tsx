import {
  SERVICE_ASSIGNABLE_ROLES,
  SERVICE_ISSUE_TYPES,
  SERVICE_REQUEST_PRIORITIES,
  SERVICE_REQUEST_SOURCES,
  serviceRequestInputSchema,
  type ServiceRequest,
} from '@bookone/domain';
import Grid from '@mui/material/Grid';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { FormDialog, useKitForm } from '../../../components/form-dialog';
import { GridField } from '../../../components/form/grid-field';
import { useCan } from '../../../hooks/use-can';
import { useRooms } from '../../../lib/queries/rooms';
import { useStaffOptions, type Picked } from '../api/pickers';
import { useCreateServiceRequest, useUpdateServiceRequest } from '../api/service-requests';
import { SearchPicker } from './search-picker';

type FormValues = z.input<typeof serviceRequestInputSchema>;

const FIELDS = [
  'issueType',
  'description',
  'priority',
  'raisedBy',
  'roomId',
  'bookingId',
  'customerId',
  'assignedRole',
  'assignedUserId',
  'notes',
] as const;

const idOrNull = (text: string) => (text === '' ? null : Number(text));

function defaultsOf(request: ServiceRequest | null, roomId: number | null): FormValues {
  if (request)
    return {
      issueType: request.issueType as FormValues['issueType'],
      description: request.description,
      priority: request.priority as FormValues['priority'],
      raisedBy: request.raisedBy as FormValues['raisedBy'],
      roomId: request.roomId,
      bookingId: request.bookingId,
      customerId: request.customerId,
      assignedRole: request.assignedRole as FormValues['assignedRole'],
      assignedUserId: request.assignedUserId,
      notes: request.notes ?? '',
    };
  return {
    issueType: '' as FormValues['issueType'],
    description: '',
    priority: 'NORMAL',
    raisedBy: 'GUEST',
    roomId,
    bookingId: null,
    customerId: null,
    assignedRole: null,
    assignedUserId: null,
    notes: '',
  };
}

export type RequestDialogProps = {
  open: boolean;
  onClose: () => void;
  propertyId: number;
  /** Edit this request; without it, a new one. */
  request?: ServiceRequest | null;
  /** A new request about this room (raised from the housekeeping board). */
  roomId?: number | null;
  onSaved?: (request: ServiceRequest, created: boolean) => void;
};

/**
 * A service request's form: issue type, what is asked, priority, who asked, the room, booking and guest it concerns
 * (each picker only for those who may read them), the team or person it goes to, notes.
 */
export function RequestDialog(props: RequestDialogProps) {
  return props.open ? (
    <RequestForm {...props} key={props.request?.id ?? `new-${props.roomId ?? ''}`} />
  ) : null;
}

function RequestForm({ onClose, propertyId, request = null, roomId = null, onSaved }: RequestDialogProps) {
  const { t } = useTranslation('service-requests');
  const canBookings = useCan('booking.read');
  const canCustomers = useCan('customer.read');
  const canStaff = useCan('property.users');
  const rooms = useRooms(propertyId);
  const staff = useStaffOptions(propertyId, canStaff);
  const create = useCreateServiceRequest(propertyId);
  const update = useUpdateServiceRequest(propertyId);
  const [booking, setBooking] = useState<Picked | null>(
    request?.bookingId != null ? { id: request.bookingId, label: request.bookingNumber ?? '' } : null,
  );
  const [customer, setCustomer] = useState<Picked | null>(
    request?.customerId != null ? { id: request.customerId, label: request.customerName ?? '' } : null,
  );
  const { form, dialogProps } = useKitForm({
    schema: serviceRequestInputSchema,
    fields: FIELDS,
    defaultValues: defaultsOf(request, roomId),
    onSave: async (input) => {
      const saved = request
        ? await update.mutateAsync({ id: request.id, input })
        : await create.mutateAsync(input);
      onSaved?.(saved, request == null);
      onClose();
    },
  });
  const { control, setValue } = form;
  const none = { value: '', label: t('none') };

  return (
    <FormDialog
      {...dialogProps}
      onClose={onClose}
      title={request ? t('dialog.editTitle', { reference: request.referenceNumber }) : t('dialog.newTitle')}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <GridField
          sm={6}
          control={control}
          name="issueType"
          required
          label={t('fields.issueType')}
          options={SERVICE_ISSUE_TYPES.map((v) => ({ value: v, label: t(`issueTypes.${v}`) }))}
        />
        <GridField
          sm={6}
          control={control}
          name="roomId"
          label={t('fields.room')}
          hint={t('dialog.roomHint')}
          reads={idOrNull}
          options={[
            { value: '', label: t('noRoom') },
            ...(rooms.data ?? []).map((r) => ({ value: String(r.id), label: r.roomNumber })),
          ]}
        />
        <GridField sm={12} control={control} name="description" required label={t('fields.description')} />
        <GridField
          sm={6}
          control={control}
          name="priority"
          label={t('fields.priority')}
          options={SERVICE_REQUEST_PRIORITIES.map((v) => ({ value: v, label: t(`priorities.${v}`) }))}
        />
        <GridField
          sm={6}
          control={control}
          name="raisedBy"
          label={t('fields.raisedBy')}
          options={SERVICE_REQUEST_SOURCES.map((v) => ({ value: v, label: t(`sources.${v}`) }))}
        />
        {canBookings && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <SearchPicker
              label={t('fields.booking')}
              hint={t('dialog.bookingHint')}
              value={booking}
              onChange={(b) => {
                setBooking(b);
                setValue('bookingId', b?.id ?? null, { shouldDirty: true });
              }}
              propertyId={propertyId}
              of="bookings"
            />
          </Grid>
        )}
        {canCustomers && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <SearchPicker
              label={t('fields.customer')}
              hint={t('dialog.customerHint')}
              value={customer}
              onChange={(c) => {
                setCustomer(c);
                setValue('customerId', c?.id ?? null, { shouldDirty: true });
              }}
              propertyId={propertyId}
              of="customers"
            />
          </Grid>
        )}
        <GridField
          sm={6}
          control={control}
          name="assignedRole"
          label={t('fields.assignedRole')}
          options={[none, ...SERVICE_ASSIGNABLE_ROLES.map((v) => ({ value: v, label: t(`roles.${v}`) }))]}
        />
        {canStaff && (
          <GridField
            sm={6}
            control={control}
            name="assignedUserId"
            label={t('fields.assignedUser')}
            hint={t('dialog.assignedUserHint')}
            reads={idOrNull}
            options={[none, ...(staff.data ?? []).map((u) => ({ value: String(u.id), label: u.label }))]}
          />
        )}
        <GridField sm={12} control={control} name="notes" multiline minRows={2} label={t('fields.notes')} />
      </Grid>
    </FormDialog>
  );
}
