import i18next from 'i18next';
import { useParams } from 'react-router';

import { ReviewPage } from '../../features/reviews/components/review-page';

/** Its words load with the page: a guest's first visit fetches nothing of the signed-in area. */
export const clientLoader = () => async () => {
  await i18next.loadNamespaces('reviews').catch(() => undefined);
  return null;
};

/** /feedback/:token (issue 14): the guest's review page, public, from the link of the review request email. */
export default function FeedbackRoute() {
  const { token = '' } = useParams();
  return <ReviewPage key={token} token={token} />;
}
