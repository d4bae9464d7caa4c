import type { Facility, Role } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import {
  bodyOf,
  callsTo,
  jsonResponse,
  mockApi,
  renderApp,
  type ApiRoutes,
} from '../../../testing/test-utils';

const PATH = '/bookone-admin/room-facilities';
const wifi: Facility = { id: 1, organisationId: 3, name: 'Wi-Fi', description: 'Free, fast', icon: 'wifi' };
const pets: Facility = { id: 2, organisationId: 3, name: 'Pet Friendly', description: null, icon: null };

function signIn(roles: Role[], extra: ApiRoutes = {}) {
  const user = buildUser({ roles, organisationId: 3, propertyId: null });
  saveSession(buildLoginResponse({ user, property: null }));
  let list = [wifi, pets];
  return mockApi({
    'GET /api/user/findById/7': () => jsonResponse(user),
    'GET /api/notification/property': () => jsonResponse([]),
    'GET /api/me/navigation': () =>
      jsonResponse({ menuKey: 'organisation', homePath: '/master-service/home', permissions: [], menu: [] }),
    'GET /api/room/facilities/organisation/3': () => jsonResponse(list),
    'POST /api/room/facilities/organisation/3': (_url, init) => {
      const created = {
        id: 9,
        organisationId: 3,
        description: null,
        icon: null,
        ...(bodyOf(init) as object),
      };
      list = [...list, created as Facility];
      return jsonResponse(created, 201);
    },
    'PUT /api/room/facilities/1': (_url, init) => {
      list = list.map((f) => (f.id === 1 ? { ...f, ...(bodyOf(init) as object) } : f));
      return jsonResponse(list[0]);
    },
    'DELETE /api/room/facilities/2': () => {
      list = list.filter((f) => f.id !== 2);
      return jsonResponse({ message: 'Deleted' });
    },
    ...extra,
  });
}

describe('room facilities catalogue', () => {
  it('lists the organisation facilities', async () => {
    signIn(['ORG_ADMIN']);
    renderApp(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Room facilities' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Wi-Fi' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Pet Friendly' })).toBeInTheDocument();
    expect(screen.getByText('2 facilities')).toBeInTheDocument();
  });

  it('creates a facility, validating the name first', async () => {
    const fetchMock = signIn(['ORG_ADMIN']);
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Add facility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add facility' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Balcony');
    await user.type(within(dialog).getByRole('textbox', { name: /^Icon/ }), 'https://example.com/b.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodyOf(callsTo(fetchMock, 'POST', '/api/room/facilities/organisation/3')[0]![1])).toEqual({
      name: 'Balcony',
      description: null,
      icon: 'https://example.com/b.png',
    });
    expect(await screen.findByRole('rowheader', { name: 'Balcony' })).toBeInTheDocument();
  });

  it('shows a server conflict on the name field', async () => {
    signIn(['ORG_ADMIN'], {
      'POST /api/room/facilities/organisation/3': () =>
        jsonResponse(
          {
            statusCode: 409,
            error: 'Conflict',
            message: 'This facility already exists',
            fields: { name: 'Already exists' },
          },
          409,
        ),
    });
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Add facility' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add facility' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Wi-Fi');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Already exists')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Wi-Fi');
  });

  it('edits and deletes (after confirmation) a facility', async () => {
    const fetchMock = signIn(['ORG_ADMIN']);
    const { user } = renderApp(PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit facility Wi-Fi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Wi-Fi' });
    const name = within(dialog).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Wireless internet');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('rowheader', { name: 'Wireless internet' })).toBeInTheDocument();
    expect(bodyOf(callsTo(fetchMock, 'PUT', '/api/room/facilities/1')[0]![1])).toMatchObject({
      name: 'Wireless internet',
    });

    await user.click(screen.getByRole('button', { name: 'Delete facility Pet Friendly' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete facility' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Pet Friendly' })).not.toBeInTheDocument(),
    );
    expect(callsTo(fetchMock, 'DELETE', '/api/room/facilities/2')).toHaveLength(1);
  });
});
