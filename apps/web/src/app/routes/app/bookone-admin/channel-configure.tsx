import { useParams } from 'react-router';

import { ChannelConfigurePage } from '../../../../features/channels/components/configure/channel-configure-page';
import { idOrNull } from '../../../../features/channels/utils/paths';

/**
 * /bookone-admin/channel-configure/:propertyId/:connectionId/:channelId (issue 16, organisation and property admin,
 * "OTA Channel Management"; 0/0/0 from the menu): a property's channel connections and their settings.
 */
export default function ChannelConfigureRoute() {
  const { a, b, c } = useParams();
  return <ChannelConfigurePage propertyId={idOrNull(a)} connectionId={idOrNull(b)} channelId={idOrNull(c)} />;
}
