import type { Reservation } from '@bookone/domain';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

import { AuditChanges } from '../../../../features/audit/components/audit-changes';
import { SendPaymentLinkButton } from '../../../../features/payment-links/components/send-payment-link-dialog';
import { ReservationDetailsPage } from '../../../../features/reservations/components/details/reservation-details-page';
import { isAddressRefused } from '../../../../lib/route-access';
import { getPropertyId } from '../../../../lib/session';

const CUSTOMER_PAGE = '/bookone/add-customer';

/** The customer page when the user's roles and permissions open it (the service staff's may not). */
const customerHref = (customerId: number) =>
  isAddressRefused(CUSTOMER_PAGE) ? null : `${CUSTOMER_PAGE}?customerId=${customerId}`;

/** Send payment link (issue 13): the customer pays the reservation's balance online. */
const paymentLinkAction = (r: Reservation) => (
  <SendPaymentLinkButton
    subject={{
      purpose: 'RESERVATION',
      id: r.id,
      propertyId: r.propertyId,
      reference: r.referenceNumber,
      balance: r.balance,
      currency: r.currency,
      email: r.customerEmail,
      payerName: r.customerName,
    }}
  />
);

/**
 * /master-service/reservation-details/:referenceId (issue 11; the RESERVATION notification's target): a reservation
 * of the signed-in property, its history read through the audit feature's change list, composed here.
 */
export default function ReservationDetailsRoute() {
  const { t } = useTranslation('reservations');
  const { referenceId = '' } = useParams();
  const propertyId = getPropertyId();
  if (propertyId == null) return <Alert severity="info">{t('list.noProperty')}</Alert>;
  return (
    <ReservationDetailsPage
      // Another reservation's address mounts a fresh page (its dialogs and notices are not carried over).
      key={referenceId}
      propertyId={propertyId}
      referenceNumber={referenceId}
      customerHref={customerHref}
      renderChanges={(entry) => <AuditChanges entry={entry} />}
      moreActions={paymentLinkAction}
    />
  );
}
