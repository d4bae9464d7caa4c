import { builtInPermissions, permissionCatalogue, type RoleView } from '@bookone/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import enUsers from '../../../../public/locales/en/users.json';
import frUsers from '../../../../public/locales/fr/users.json';
import { saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderRoutes } from '../../../testing/test-utils';
import { RolesPage } from './roles-page';
import { UserRolePage } from './user-role-page';

const builtIn = (role: 'PROP_FRONTDESK' | 'PROP_ADMIN', userCount: number): RoleView => ({
  role,
  label: null,
  description: null,
  scope: 'property',
  builtIn: true,
  permissions: builtInPermissions(role),
  userCount,
  updatedAt: '2026-11-24T10:00:00Z',
});
const NIGHT: RoleView = {
  role: 'CUSTOM_PROPERTY_NIGHT_AUDITOR',
  label: 'Night auditor',
  description: 'Overnight checks',
  scope: 'property',
  builtIn: false,
  permissions: ['dashboard.read', 'booking.read', 'payment.read'],
  userCount: 0,
  updatedAt: '2026-11-24T10:00:00Z',
};
const ROLES = [builtIn('PROP_ADMIN', 1), builtIn('PROP_FRONTDESK', 3), NIGHT];

function signInAsSuperAdmin() {
  saveSession(buildLoginResponse({ user: buildUser({ id: 1, roles: ['SUPER_ADMIN'] }), property: null }));
}

describe('permission texts', () => {
  it.each([
    ['English', enUsers],
    ['French', frUsers],
  ])('%s names every module and permission of the catalogue', (_language, texts) => {
    const modules = texts.permissionModules as Record<string, string>;
    const permissions = texts.permissions as Record<string, Record<string, string>>;
    const missing = permissionCatalogue().flatMap(({ module, permissions: keys }) => [
      ...(modules[module]?.trim() ? [] : [`module ${module}`]),
      ...keys.filter((p) => {
        const [m, action] = p.split('.') as [string, string];
        return !permissions[m]?.[action]?.trim();
      }),
    ]);
    expect(missing).toEqual([]);
  });
});

describe('Roles page (super admin)', () => {
  it('lists the product roles read only and the custom roles with edit and delete', async () => {
    signInAsSuperAdmin();
    mockApi({ 'GET /api/role': () => jsonResponse(ROLES) });
    renderRoutes([{ path: '/', element: <RolesPage /> }]);
    const table = await screen.findByRole('table', { name: 'Roles' });
    const night = (await within(table).findByText('Night auditor')).closest('tr')!;
    expect(within(night).getByText('3 permissions')).toBeInTheDocument();
    expect(within(night).getByRole('button', { name: 'Edit Night auditor' })).toBeInTheDocument();
    const desk = within(table).getByText('Front desk').closest('tr')!;
    expect(within(desk).getByText('3 users')).toBeInTheDocument();
    expect(within(desk).queryByRole('button')).toBeNull();
  });

  it(
    'creates a role: a permission is required, then the chosen ones are sent',
    { timeout: 30_000 },
    async () => {
      signInAsSuperAdmin();
      const fetchMock = mockApi({
        'GET /api/role': () => jsonResponse(ROLES),
        'POST /api/role': () =>
          jsonResponse({ ...NIGHT, role: 'CUSTOM_PROPERTY_LATE_SHIFT', label: 'Late shift' }),
      });
      const { user } = renderRoutes([{ path: '/', element: <RolesPage /> }]);
      await user.click(await screen.findByRole('button', { name: 'New role' }));
      const dialog = await screen.findByRole('dialog', { name: 'New role' });
      await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Late shift');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Choose at least one permission')).toBeInTheDocument();
      expect(callsTo(fetchMock, 'POST', '/api/role')).toHaveLength(0);

      await user.click(within(dialog).getByRole('checkbox', { name: /Change housekeeping status/ }));
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/role')).toHaveLength(1));
      expect(bodyOf(callsTo(fetchMock, 'POST', '/api/role')[0]?.[1])).toMatchObject({
        label: 'Late shift',
        scope: 'property',
        permissions: ['room.status'],
      });
      expect(await screen.findByText('Role Late shift saved')).toBeInTheDocument();
    },
  );
});

describe('User Role page', () => {
  it('shows the holders of the role in the address and the permission matrix', async () => {
    signInAsSuperAdmin();
    mockApi({
      'GET /api/role': () => jsonResponse(ROLES),
      'GET /api/role/CUSTOM_PROPERTY_NIGHT_AUDITOR/users': () =>
        jsonResponse([
          {
            id: 9,
            firstName: 'Nina',
            lastName: 'Night',
            username: 'nina@x.nz',
            enabled: true,
            propertyName: 'Harbour View Hotel',
            organisationName: 'Demo Hospitality Group',
          },
        ]),
    });
    renderRoutes([{ path: '/roles', element: <UserRolePage /> }], {
      initialEntries: ['/roles?role=CUSTOM_PROPERTY_NIGHT_AUDITOR'],
    });
    const holders = await screen.findByRole('table', { name: 'Users holding Night auditor' });
    expect(await within(holders).findByRole('link', { name: 'Nina Night' })).toBeInTheDocument();
    expect(within(holders).getByText('Harbour View Hotel')).toBeInTheDocument();
    const matrix = screen.getByRole('table', { name: /Which permissions each role holds/ });
    const row = within(matrix).getByRole('rowheader', { name: 'See payments' }).closest('tr')!;
    // Admin, front desk and the night auditor all read payments.
    expect(within(row).getAllByTitle('Granted')).toHaveLength(3);
    const expenses = within(matrix).getByRole('rowheader', { name: 'See expenses' }).closest('tr')!;
    expect(within(expenses).getAllByTitle('Granted')).toHaveLength(1);
  });
});
