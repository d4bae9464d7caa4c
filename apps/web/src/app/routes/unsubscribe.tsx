import i18next from 'i18next';
import { useParams } from 'react-router';

import { UnsubscribePage } from '../../features/campaigns/components/unsubscribe-page';

/** Its words load with the page: a guest's visit fetches nothing of the signed-in area. */
export const clientLoader = () => async () => {
  await i18next.loadNamespaces('campaigns').catch(() => undefined);
  return null;
};

/** /unsubscribe/:token (issue 14): the unsubscribe link every campaign message carries; public. */
export default function UnsubscribeRoute() {
  const { token = '' } = useParams();
  return <UnsubscribePage key={token} token={token} />;
}
