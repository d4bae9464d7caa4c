import { MENUS, type MenuItem } from '@bookone/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import enShell from '../../../../public/locales/en/shell.json';
import frShell from '../../../../public/locales/fr/shell.json';
import { renderRoutes } from '../../../testing/test-utils';
import { SIDEBAR_PALETTE } from '../theme/colors';
import { SidenavMenu } from './sidenav-menu';

const ITEMS: MenuItem[] = [
  { name: 'menu.frequentlyAccessed', type: 'separator' },
  {
    name: 'menu.dashboard',
    type: 'icon',
    state: 'master-service/home',
    icon: 'dashboard',
    tooltip: 'menu.dashboard',
  },
  { name: 'menu.managePayment', type: 'icon', state: 'bookone/manage-payment', icon: 'payments' },
  {
    name: 'menu.dashboard',
    type: 'link',
    state: 'master-service/home',
    icon: 'dashboard',
    badges: [{ value: 'New', color: 'error' }],
  },
  { name: 'menu.report', type: 'extLink', href: 'https://reports.example/board', icon: 'assessment' },
  { name: 'menu.msgTracker', type: 'link', state: 'bookone-admin/msg-tracker', icon: 'sms', disabled: true },
  { name: 'menu.b2b', type: 'link', state: 'bookone-admin/companyList', icon: 'no_such_icon' },
  {
    name: 'menu.userManagement',
    type: 'dropDown',
    state: 'user-admin',
    icon: 'people',
    badges: [{ value: '2', color: 'info' }],
    sub: [
      { name: 'menu.addUser', type: 'link', state: 'create-user/0/0/0' },
      { name: 'menu.manageUser', type: 'link', state: 'manage-user' },
      { name: 'menu.manageRole', type: 'link', state: 'user-role', disabled: true },
    ],
  },
  {
    name: 'menu.superAdmin',
    type: 'dropDown',
    state: 'bookone-admin',
    icon: 'admin_panel_settings',
    sub: [
      {
        name: 'menu.roleManagement',
        type: 'dropDown',
        state: '',
        icon: 'badge',
        sub: [{ name: 'menu.addRole', type: 'link', state: 'create-role' }],
      },
      {
        name: 'menu.addressSetup',
        type: 'dropDown',
        state: 'address-setup',
        icon: 'map',
        sub: [
          { name: 'menu.countrySetup', type: 'link', state: 'country' },
          { name: 'menu.citySetup', type: 'link', state: 'city' },
        ],
      },
    ],
  },
];

function renderMenu(url = '/', items: MenuItem[] = ITEMS, collapsed = false) {
  return renderRoutes(
    [
      {
        path: '*',
        element: <SidenavMenu items={items} colors={SIDEBAR_PALETTE.slate} collapsed={collapsed} />,
      },
    ],
    { initialEntries: [url] },
  );
}

describe('SidenavMenu', () => {
  it('renders a link to its internal route, with its badge, highlighted when current', () => {
    renderMenu('/master-service/home');
    const link = screen.getByRole('link', { name: 'Dashboard New' });
    expect(link).toHaveAttribute('href', '/master-service/home');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(link).toHaveClass('active');
    const badge = within(link).getByText('New');
    expect(badge.closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(link).getByTestId('DashboardIcon')).toBeInTheDocument();
  });

  it('does not highlight a link that is not the current address', () => {
    renderMenu('/bookone/manage-payment');
    expect(screen.getByRole('link', { name: 'Dashboard New' })).not.toHaveAttribute('aria-current');
  });

  it('opens an external link in a new tab without an opener', () => {
    renderMenu();
    const link = screen.getByRole('link', { name: 'Report (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://reports.example/board');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('opens and closes a dropDown by click, linking children under the group state', async () => {
    const { user } = renderMenu();
    const group = screen.getByRole('button', { name: 'User Management 2' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Add User' })).not.toBeInTheDocument();

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute(
      'href',
      '/user-admin/create-user/0/0/0',
    );
    expect(screen.getByRole('link', { name: 'Manage User' })).toHaveAttribute(
      'href',
      '/user-admin/manage-user',
    );

    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add User' })).not.toBeInTheDocument());
  });

  it('opens the groups of the current address, three levels deep', () => {
    renderMenu('/bookone-admin/address-setup/country');
    expect(screen.getByRole('button', { name: 'Super Admin' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Address Setup' })).toHaveAttribute('aria-expanded', 'true');
    const country = screen.getByRole('link', { name: 'Country Setup' });
    expect(country).toHaveAttribute('href', '/bookone-admin/address-setup/country');
    expect(country).toHaveAttribute('aria-current', 'page');
    // A group without a state of its own opens only for its own links.
    expect(screen.getByRole('button', { name: 'Role Management' })).toHaveAttribute('aria-expanded', 'false');
    // '/user-admin' is not a part of this address.
    expect(screen.getByRole('button', { name: 'User Management 2' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens a group automatically when a navigation ends inside it', async () => {
    const { router } = renderMenu('/');
    expect(screen.queryByRole('link', { name: 'Add Role' })).not.toBeInTheDocument();
    await act(() => router.navigate('/bookone-admin/create-role'));
    expect(screen.getByRole('button', { name: 'Role Management' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Add Role' })).toHaveAttribute('aria-current', 'page');
    await act(() => router.navigate('/user-admin/manage-user'));
    expect(screen.getByRole('button', { name: 'User Management 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows separators as translated section titles', () => {
    renderMenu();
    expect(screen.getByText('Frequently Accessed')).toBeInTheDocument();
  });

  it('shows icon items as a row of icon buttons with a tooltip', async () => {
    const { user } = renderMenu();
    const row = screen.getByRole('group');
    const buttons = within(row).getAllByRole('link');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Dashboard', 'Manage Payment']);
    expect(buttons[1]).toHaveAttribute('href', '/bookone/manage-payment');
    expect(within(buttons[1]!).getByTestId('PaymentsIcon')).toBeInTheDocument();
    await user.hover(buttons[1]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Manage Payment');
  });

  it('hides disabled entries, at every level', async () => {
    const { user } = renderMenu();
    expect(screen.queryByText('Msg Tracker')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'User Management 2' }));
    expect(screen.queryByText('Manage Role')).not.toBeInTheDocument();
  });

  it('shows a neutral icon for an unknown icon name', () => {
    renderMenu();
    const link = screen.getByRole('link', { name: 'B2B' });
    expect(within(link).getByTestId('CircleOutlinedIcon')).toBeInTheDocument();
  });

  it('keeps labels for screen readers but hides separators, icon rows and submenus when collapsed', () => {
    renderMenu('/bookone-admin/address-setup/country', ITEMS, true);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/master-service/home');
    expect(screen.queryByText('Frequently Accessed')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Country Setup' })).not.toBeInTheDocument();
  });

  it('renders nothing for an empty menu', () => {
    renderMenu('/', []);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('menu translations', () => {
  function names(items: readonly MenuItem[]): string[] {
    return items.flatMap((item) => [
      item.name,
      ...(item.tooltip ? [item.tooltip] : []),
      ...names(item.sub ?? []),
    ]);
  }
  const keys = [...new Set([...Object.values(MENUS).flatMap(names), 'menu.frequentlyAccessed'])].sort();

  it.each([
    ['English', enShell.menu],
    ['French', frShell.menu],
  ])('%s has a text for every menu key of the domain menus', (_language, texts: Record<string, string>) => {
    const missing = keys.filter((key) => !texts[key.replace(/^menu\./, '')]?.trim());
    expect(missing).toEqual([]);
    expect(keys.length).toBeGreaterThan(60);
  });
});
