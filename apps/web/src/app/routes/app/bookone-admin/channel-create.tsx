import { useNavigate, useParams } from 'react-router';

import { ChannelListPage } from '../../../../features/channels/components/catalogue/channel-list-page';
import { CATALOGUE_PATH, idOrNull } from '../../../../features/channels/utils/paths';

/**
 * /bookone-admin/manage-channel/channel-create/:channelId/0 (issue 16, super admin, "Add OTA Channel"): the catalogue
 * with the form open, a new channel (0) or the one named; closing it leaves for Manage OTA Channel.
 */
export default function ChannelCreateRoute() {
  const navigate = useNavigate();
  const { a } = useParams();
  const id = idOrNull(a);
  return (
    <ChannelListPage
      key={id ?? 'new'}
      editing={id ?? 'new'}
      onFormClosed={() => void navigate(CATALOGUE_PATH, { replace: true })}
    />
  );
}
