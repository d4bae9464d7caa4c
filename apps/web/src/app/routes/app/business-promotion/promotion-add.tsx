import { PromotionListPage } from '../../../../features/promotions/components/promotion-list-page';

/** /business-promotion/add (issue 14): the promotion list with the new promotion's form open over it. */
export default function PromotionAddRoute() {
  return <PromotionListPage startNew />;
}
