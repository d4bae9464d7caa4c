import {
  MESSAGE_CHANNELS,
  MESSAGE_PURPOSES,
  MESSAGE_STATUSES,
  OUTBOX_SORTS,
  type MessageChannel,
  type MessagePurpose,
  type MessageStatus,
  type OutboxMessage,
} from '@bookone/domain';

import { defineList, type ListState } from '../../../components/resource-list';
import type { MessageFilter } from '../api/messages';

/** Msg Tracker's filters in the address (`q` the recipient), newest first. */
export const MESSAGE_LIST = defineList({
  filters: {
    status: { values: MESSAGE_STATUSES },
    channel: { values: MESSAGE_CHANNELS },
    purpose: { param: 'type', values: MESSAGE_PURPOSES },
    from: { date: true },
    to: { date: true },
    search: { param: 'q', max: 120 },
  },
  sorts: OUTBOX_SORTS,
  defaultSort: { field: 'createdAt', order: 'desc' },
  pageSizes: [10, 25, 50, 100],
  defaultSize: 25,
});

type Filters<T> = T extends { filters: Record<infer K, unknown> } ? K : never;
type MessageListState = ListState<Filters<typeof MESSAGE_LIST>, (typeof OUTBOX_SORTS)[number]>;

const orUndefined = <T extends string>(value: string) => (value ? (value as T) : undefined);

/** The API's query for the page's state (a backwards date range leaves out its end, as the other lists do). */
export function messageQuery(state: MessageListState): Omit<MessageFilter, 'page' | 'size'> {
  const { status, channel, purpose, from, to, search } = state.filters;
  return {
    status: orUndefined<MessageStatus>(status),
    channel: orUndefined<MessageChannel>(channel),
    purpose: orUndefined<MessagePurpose>(purpose),
    from: orUndefined(from),
    to: from && to && to < from ? undefined : orUndefined(to),
    search: search.trim() || undefined,
    sort: state.sort ?? undefined,
    order: state.order,
  };
}

/** What an admin may do with a message: the server decides too (409), this only offers the sensible buttons. */
export const canResend = (m: Pick<OutboxMessage, 'status'>) => m.status === 'SENT' || m.status === 'FAILED';
export const canCancel = (m: Pick<OutboxMessage, 'status'>) => m.status === 'PENDING';
