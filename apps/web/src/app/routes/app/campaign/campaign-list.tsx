import { CampaignsPage } from '../../../../features/campaigns/components/campaigns-page';

/** /Campaign/list (issue 14): Business Campaign, the property's or the organisation's marketing campaigns. */
export default function CampaignListRoute() {
  return <CampaignsPage />;
}
