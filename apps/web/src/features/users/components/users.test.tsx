import type { Role, User } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { ForgotPasswordForm } from './forgot-password-form';
import { SetPasswordForm } from './set-password-form';
import { UserFormPage } from './user-form-page';
import { UsersPage } from './users-page';

const TOKEN = 'a'.repeat(43);
const LINK = {
  purpose: 'INVITE',
  path: `/sessions/set-password/${TOKEN}`,
  expiresAt: '2026-12-01T10:00:00Z',
};

function signInAs(roles: Role[]) {
  saveSession(buildLoginResponse({ user: buildUser({ id: 7, roles }), property: buildProperty() }));
}

const page = (items: User[]) => jsonResponse({ items, total: items.length, page: 0, size: 25 });

describe('Add User (property admin)', () => {
  const renderNew = () =>
    renderRoutes(
      [
        { path: '/new', element: <UserFormPage userId={null} organisationId={null} propertyId={null} /> },
        { path: '/bookone-admin/manage-user', element: <p>list</p> },
      ],
      { initialEntries: ['/new'] },
    );

  it('offers only the property roles and no password, and needs a role before sending anything', async () => {
    signInAs(['PROP_ADMIN']);
    const fetchMock = mockApi({});
    const { user } = renderNew();
    const roles = await screen.findByRole('group', { name: 'Roles' });
    expect(within(roles).getByRole('checkbox', { name: 'Front desk' })).toBeInTheDocument();
    expect(within(roles).queryByRole('checkbox', { name: 'Organisation admin' })).toBeNull();
    expect(within(roles).queryByRole('checkbox', { name: 'Super admin' })).toBeNull();
    expect(screen.queryByLabelText(/password/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save and invite' }));
    expect(await screen.findByText('Choose at least one role')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/user/signup')).toHaveLength(0);
  });

  it('invites without a password and shows the link once', { timeout: 30_000 }, async () => {
    signInAs(['PROP_ADMIN']);
    const created = buildUser({ id: 30, firstName: 'Fi', lastName: 'Desk', roles: ['PROP_FRONTDESK'] });
    const fetchMock = mockApi({
      'POST /api/user/signup': () =>
        jsonResponse({ user: created, property: null, token: null, expiresAt: null, invitation: LINK }, 201),
    });
    const { user } = renderNew();
    await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Fi');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Desk');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'fi@x.nz');
    await user.click(screen.getByRole('checkbox', { name: 'Front desk' }));
    await user.click(screen.getByRole('button', { name: 'Save and invite' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invitation for Fi Desk' });
    expect(within(dialog).getByRole('textbox', { name: 'Set-password link' })).toHaveValue(
      new URL(LINK.path, window.location.origin).toString(),
    );
    const init = callsTo(fetchMock, 'POST', '/api/user/signup')[0]?.[1];
    expect(bodyOf(init)).toMatchObject({
      email: 'fi@x.nz',
      firstName: 'Fi',
      lastName: 'Desk',
      roles: ['PROP_FRONTDESK'],
      propertyId: 12,
    });
    expect(bodyOf(init)).not.toHaveProperty('password');
    expect(bodyOf(init)).not.toHaveProperty('enabled');
  });

  it(
    "shows the server's field message on the field (an email that is taken)",
    { timeout: 30_000 },
    async () => {
      signInAs(['PROP_ADMIN']);
      mockApi({
        'POST /api/user/signup': () =>
          jsonResponse(
            {
              statusCode: 409,
              error: 'Conflict',
              message: 'An account with this email already exists',
              fields: { email: 'An account with this email already exists' },
              fieldKeys: { email: 'validation.emailTaken' },
            },
            409,
          ),
      });
      const { user } = renderNew();
      await user.type(await screen.findByRole('textbox', { name: /^First name/ }), 'Fiona');
      await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Desk');
      await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'taken@example.com');
      await user.click(screen.getByRole('checkbox', { name: 'Front desk' }));
      await user.click(screen.getByRole('button', { name: 'Save and invite' }));
      expect(await screen.findByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
        'An account with this email already exists',
      );
    },
  );
});

describe('Manage User', () => {
  it(
    'lists the users with their status, sends the filters from the address, and disables after a confirmation',
    { timeout: 30_000 },
    async () => {
      signInAs(['PROP_ADMIN']);
      const desk = buildUser({
        id: 31,
        firstName: 'Emma',
        lastName: 'Brown',
        roles: ['PROP_FRONTDESK'],
        propertyName: 'Harbour View Hotel',
      });
      const invited = buildUser({
        id: 32,
        firstName: 'Ivy',
        lastName: 'New',
        roles: ['PROP_SERVICE'],
        invitationPending: true,
      });
      const fetchMock = mockApi({
        'GET /api/user/findAll': () => page([desk, invited]),
        'POST /api/user/updateUser': () => jsonResponse({ ...desk, enabled: false }),
      });
      const { user } = renderRoutes([{ path: '/bookone-admin/manage-user', element: <UsersPage /> }], {
        initialEntries: ['/bookone-admin/manage-user?role=PROP_FRONTDESK&enabled=true'],
      });
      const row = (await screen.findByRole('link', { name: 'Emma Brown' })).closest(
        '[role="row"]',
      ) as HTMLElement;
      expect(within(row).getByText('Enabled')).toBeInTheDocument();
      expect(within(row).getByText('Harbour View Hotel')).toBeInTheDocument();
      const invitedRow = screen.getByRole('link', { name: 'Ivy New' }).closest('[role="row"]') as HTMLElement;
      expect(within(invitedRow).getByText('Invited')).toBeInTheDocument();
      expect(
        within(invitedRow).getByRole('button', { name: 'New invitation link for Ivy New' }),
      ).toBeInTheDocument();
      const url = callsTo(fetchMock, 'GET', '/api/user/findAll')[0]![0];
      expect(url.searchParams.get('role')).toBe('PROP_FRONTDESK');
      expect(url.searchParams.get('enabled')).toBe('true');
      // The property admin's list is its property's: no organisation or property filter is offered.
      expect(screen.queryByRole('combobox', { name: 'Property' })).toBeNull();

      await user.click(within(row).getByRole('button', { name: 'Disable Emma Brown' }));
      const confirm = await screen.findByRole('dialog', { name: 'Disable this user?' });
      await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/user/updateUser')).toHaveLength(1));
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/user/updateUser')[0]![1])).toEqual({
        id: 31,
        enabled: false,
      });
      expect(await screen.findByText('Emma Brown is disabled and signed out.')).toBeInTheDocument();
    },
  );
});

describe('set-password page', () => {
  const render = () =>
    renderRoutes(
      [{ path: '/set', element: <SetPasswordForm token={TOKEN} signinHref="/in" forgotHref="/forgot" /> }],
      {
        initialEntries: ['/set'],
      },
    );

  it('says a used or expired link is not valid and offers a new one', async () => {
    mockApi({
      [`GET /api/user/isUuidValid/${TOKEN}`]: () =>
        jsonResponse({ statusCode: 400, error: 'Bad Request', message: 'This link is not valid' }, 400),
    });
    render();
    expect(
      await screen.findByText(/This link is not valid, was already used or has expired/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot');
  });

  it(
    'refuses two different passwords, then sets the password through the link',
    { timeout: 30_000 },
    async () => {
      const fetchMock = mockApi({
        [`GET /api/user/isUuidValid/${TOKEN}`]: () =>
          jsonResponse({
            purpose: 'INVITE',
            username: 'fiona@example.com',
            firstName: 'Fiona',
            expiresAt: '2026-12-01T10:00:00Z',
          }),
        'POST /api/user/resetPassword': () => jsonResponse({ message: 'Password set' }),
      });
      const { user } = render();
      await screen.findByText('Welcome, Fiona. Choose the password of your account fiona@example.com.');
      await user.type(screen.getByLabelText(/^New password/), 'Desk#Start2026');
      await user.type(screen.getByLabelText(/^Type it again/), 'Desk#Start2027');
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/user/resetPassword')).toHaveLength(0);
      await user.clear(screen.getByLabelText(/^Type it again/));
      await user.type(screen.getByLabelText(/^Type it again/), 'Desk#Start2026');
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      expect(
        await screen.findByText('Your password is set. Sign in as fiona@example.com with it.'),
      ).toBeInTheDocument();
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/user/resetPassword')[0]![1])).toEqual({
        token: TOKEN,
        password: 'Desk#Start2026',
      });
    },
  );
});

describe('forgot password', () => {
  it('checks the address, sends it, and says the same thing whatever the answer', async () => {
    const fetchMock = mockApi({
      'POST /api/user/forgotPassword': () => jsonResponse({ message: 'If the address has an account…' }, 202),
    });
    const { user } = renderRoutes([{ path: '/f', element: <ForgotPasswordForm signinHref="/in" /> }], {
      initialEntries: ['/f'],
    });
    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/user/forgotPassword')).toHaveLength(0);
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'fi@x.nz');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText(/If this address has an account, a link to reset the password/),
    ).toBeInTheDocument();
    // With the page's language: the reset email speaks it.
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/user/forgotPassword')[0]![1])).toEqual({
      username: 'fi@x.nz',
      language: 'en',
    });
  });
});
