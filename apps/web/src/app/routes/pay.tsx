import i18next from 'i18next';
import { useParams } from 'react-router';

import { PayPage } from '../../features/payment-links/components/pay-page';

/** Its words load with the page: a guest's first visit fetches nothing of the signed-in area. */
export const clientLoader = () => async () => {
  await i18next.loadNamespaces('payment-links').catch(() => undefined);
  return null;
};

/** /pay/:token (issue 13): the guest's page of a payment link, public. */
export default function PayRoute() {
  const { token = '' } = useParams();
  return <PayPage key={token} token={token} />;
}
