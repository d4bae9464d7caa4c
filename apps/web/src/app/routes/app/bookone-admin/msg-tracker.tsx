import { MsgTrackerPage } from '../../../../features/messages/components/msg-tracker-page';

/** /bookone-admin/msg-tracker (issue 13): the outgoing messages within the caller's reach. */
export default function MsgTrackerRoute() {
  return <MsgTrackerPage />;
}
