// The channel push queue (issue 16, docs/channels.md): the bottom of the module order, so that the modules that change
// inventory (booking, availability) can enqueue without depending on the channel module, which sits above them.
import type { ChannelPushRange } from '@bookone/domain';

import type { Db } from '../../db/client';
import { insertChanges, sellingConnectionIds } from './channel-push.repository';

/**
 * Every inventory change calls this on its own transaction: a change row per selling connection of the property,
 * written with the change (a rolled-back change pushes nothing; a committed one is never lost); the worker sends a
 * connection's changes as one push once they are quiet. A property without an active connection costs one indexed
 * read. `to` is the first night not included (a departure date).
 */
export async function enqueueChannelPush(tx: Db, propertyId: number, range: ChannelPushRange): Promise<void> {
  if (range.to <= range.from) return;
  await insertChanges(tx, await sellingConnectionIds(tx, propertyId), range);
}

// ------------------------------------------------------------------ For other modules (the channel module's worker)
export {
  claimDueBatches,
  markBatchFailed,
  markBatchSent,
  openPushesOf,
  pruneFinishedPushes,
  pushesOf,
  retryBatchLater,
  type ChannelPushRow,
  type ClaimOptions,
} from './channel-push.repository';
