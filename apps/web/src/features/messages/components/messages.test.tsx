import { SECRET_LINK_MARK, type OutboxMessage } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { messageQuery } from '../utils/message-list';
import { MsgTrackerPage } from './msg-tracker-page';

function buildMessage(over: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 41,
    organisationId: 1,
    propertyId: 2,
    propertyName: 'Harbour View Hotel',
    channel: 'EMAIL',
    purpose: 'INVITE',
    recipient: 'ivy@example.nz',
    subject: 'You are invited to Harbour View Hotel',
    body: `Hello Ivy,\nChoose your password with this link:\n\n${SECRET_LINK_MARK}\n\n— Harbour View Hotel`,
    status: 'FAILED',
    attempts: 5,
    nextAttemptAt: null,
    lastError: '550 mailbox unavailable',
    transport: 'smtp',
    providerAnswer: null,
    sentAt: null,
    relatedEntity: 'user',
    relatedId: '17',
    resendOf: null,
    attachments: [],
    createdByName: null,
    createdAt: '2026-01-14T21:30:00.000Z',
    updatedAt: '2026-01-14T21:40:00.000Z',
    ...over,
  };
}

const SLOW = { timeout: 60_000 };
const page = (items: OutboxMessage[]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });

function signIn() {
  saveSession(
    buildLoginResponse({ user: buildUser({ roles: ['ORG_ADMIN'], organisationId: 1, propertyId: null }) }),
  );
}

const render = (entry = '/bookone-admin/msg-tracker') =>
  renderRoutes([{ path: '/bookone-admin/msg-tracker', element: <MsgTrackerPage /> }], {
    initialEntries: [entry],
  });

describe('messageQuery', () => {
  it('sends only the filters set, and drops a backwards end date', () => {
    const q = messageQuery({
      filters: {
        status: 'FAILED',
        channel: '',
        purpose: 'INVITE',
        from: '2026-02-01',
        to: '2026-01-01',
        search: ' ivy ',
      },
      page: 0,
      size: 25,
      sort: 'createdAt',
      order: 'desc',
    });
    expect(q).toEqual({
      status: 'FAILED',
      channel: undefined,
      purpose: 'INVITE',
      from: '2026-02-01',
      to: undefined,
      search: 'ivy',
      sort: 'createdAt',
      order: 'desc',
    });
  });
});

describe('Msg Tracker page', () => {
  it(
    'lists the messages with their status; the status tab and type go to the server and the address',
    SLOW,
    async () => {
      signIn();
      const fetchMock = mockApi({
        'GET /api/messages': (url) => page(url.searchParams.get('status') === 'SENT' ? [] : [buildMessage()]),
      });
      const { user, router } = render();
      const cell = await screen.findByText('ivy@example.nz');
      const row = cell.closest('[role="row"]') as HTMLElement;
      expect(within(row).getByText('Failed')).toBeInTheDocument();
      expect(within(row).getByText('Invitation')).toBeInTheDocument();
      const first = callsTo(fetchMock, 'GET', '/api/messages')[0]![0].searchParams;
      expect([first.get('sort'), first.get('order')]).toEqual(['createdAt', 'desc']);

      await user.click(screen.getByRole('tab', { name: 'Sent' }));
      await screen.findByText('No message matches these filters.');
      expect(router.state.location.search).toContain('status=SENT');
      expect(callsTo(fetchMock, 'GET', '/api/messages').at(-1)?.[0].searchParams.get('status')).toBe('SENT');

      await user.click(screen.getByRole('combobox', { name: 'Type' }));
      await user.click(await screen.findByRole('option', { name: 'Password reset' }));
      await waitFor(() =>
        expect(callsTo(fetchMock, 'GET', '/api/messages').at(-1)?.[0].searchParams.get('purpose')).toBe(
          'PASSWORD_RESET',
        ),
      );
      expect(router.state.location.search).toContain('type=PASSWORD_RESET');
    },
  );

  it(
    'details show the text with words in place of the one-time link; resend asks first, then posts',
    SLOW,
    async () => {
      signIn();
      const fetchMock = mockApi({
        'GET /api/messages': () => page([buildMessage()]),
        'POST /api/messages/41/resend': () =>
          jsonResponse(buildMessage({ id: 42, status: 'PENDING', attempts: 0, resendOf: 41 })),
      });
      const { user } = render();
      await user.click(await screen.findByRole('button', { name: 'Details of message 41' }));
      const dialog = await screen.findByRole('dialog', { name: 'Message 41' });
      const text = within(dialog).getByLabelText('Message text');
      expect(text.textContent).toContain('[one-time link — never shown here]');
      expect(text.textContent).not.toContain(SECRET_LINK_MARK);
      expect(within(dialog).getByText('550 mailbox unavailable')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Cancel sending' })).toBeNull();

      await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
      const confirm = await screen.findByRole('dialog', { name: 'Send this message again?' });
      await user.click(within(confirm).getByRole('button', { name: 'Send again' }));
      await screen.findByText('A new copy is on its way to ivy@example.nz');
      expect(callsTo(fetchMock, 'POST', '/api/messages/41/resend')).toHaveLength(1);
    },
  );

  it('a waiting message can be cancelled, a refusal shows the server’s reason', SLOW, async () => {
    signIn();
    const fetchMock = mockApi({
      'GET /api/messages': () => page([buildMessage({ status: 'PENDING', attempts: 0, lastError: null })]),
      'POST /api/messages/41/cancel': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'Only a message waiting to be sent can be cancelled',
          },
          409,
        ),
    });
    const { user } = render();
    await screen.findByText('ivy@example.nz');
    expect(screen.queryByRole('button', { name: 'Send again to ivy@example.nz' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel the message to ivy@example.nz' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this message?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel sending' }));
    await screen.findByText('Only a message waiting to be sent can be cancelled');
    // (The API client may retry a refused write once, with the same Idempotency-Key.)
    expect(callsTo(fetchMock, 'POST', '/api/messages/41/cancel').length).toBeGreaterThan(0);
  });
});
