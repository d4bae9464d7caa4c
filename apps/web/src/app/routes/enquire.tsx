import i18next from 'i18next';
import { useParams } from 'react-router';

import { PublicEnquiryPage } from '../../features/enquiries/components/public-enquiry-page';

/** Its words load with the page: a guest's visit fetches nothing of the signed-in area. */
export const clientLoader = () => async () => {
  await i18next.loadNamespaces('enquiries').catch(() => undefined);
  return null;
};

/** /enquire/:seoFriendlyName (issue 15): a property's public enquiry form. */
export default function EnquireRoute() {
  const { seoFriendlyName = '' } = useParams();
  return <PublicEnquiryPage key={seoFriendlyName} seoFriendlyName={seoFriendlyName} />;
}
