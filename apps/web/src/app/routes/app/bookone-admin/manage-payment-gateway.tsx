import { PaymentGatewaysPage } from '../../../../features/payment-gateways/components/payment-gateways-page';

/** /bookone-admin/manage-payment-getway (issue 13, super admin): the gateway catalogue and the properties' settings. */
export default function ManagePaymentGatewayRoute() {
  return <PaymentGatewaysPage />;
}
