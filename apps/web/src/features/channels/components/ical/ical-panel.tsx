import type { ChannelConnection } from '@bookone/domain';
import Stack from '@mui/material/Stack';

import { ExportFeeds } from './export-feeds';
import { ImportFeeds } from './import-feeds';

/**
 * The iCal channel's feeds: the busy feed URLs the property gives OTAs (per room type and per room: copy, regenerate,
 * revoke) and the OTAs' feeds it imports (per room or room type: interval, last fetch, sync now).
 */
export function IcalPanel({ propertyId, connection }: { propertyId: number; connection: ChannelConnection }) {
  return (
    <Stack spacing={2}>
      <ExportFeeds propertyId={propertyId} />
      <ImportFeeds propertyId={propertyId} connection={connection} />
    </Stack>
  );
}
