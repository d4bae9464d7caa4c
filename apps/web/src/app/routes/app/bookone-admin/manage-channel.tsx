import { ChannelListPage } from '../../../../features/channels/components/catalogue/channel-list-page';

/** /bookone-admin/manage-channel (issue 16, super admin, "Manage OTA Channel"): the channel catalogue. */
export default function ManageChannelRoute() {
  return <ChannelListPage />;
}
