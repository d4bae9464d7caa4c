import { PromotionListPage } from '../../../../features/promotions/components/promotion-list-page';

/** /business-promotion/list (issue 14): the property's promotions, or the organisation's by property. */
export default function PromotionListRoute() {
  return <PromotionListPage />;
}
