import { ReviewsPage } from '../../../../features/reviews/components/reviews-page';

/** /review/list (issue 14): Business Review, the property's guest reviews (or the organisation's, by property). */
export default function ReviewListRoute() {
  return <ReviewsPage />;
}
