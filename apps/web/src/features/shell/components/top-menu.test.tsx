import type { MenuItem } from '@bookone/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderRoutes } from '../../../testing/test-utils';
import { BAR_PALETTE } from '../theme/colors';
import { TopMenu } from './top-menu';

const link = (name: string, state: string): MenuItem => ({ name, type: 'link', state, icon: 'dashboard' });

const ITEMS: MenuItem[] = [
  { name: 'menu.frequentlyAccessed', type: 'separator' },
  { name: 'menu.dashboard', type: 'icon', state: 'master-service/home', icon: 'dashboard' },
  link('menu.dashboard', 'master-service/home'),
  {
    name: 'menu.order',
    type: 'dropDown',
    state: 'order',
    icon: 'shopping_cart',
    sub: [link('menu.createOrder', 'create-order'), link('menu.orderList', 'order-list')],
  },
  link('menu.businessProfile', 'master-service/business-dashboard/profile'),
  { name: 'menu.msgTracker', type: 'link', state: 'bookone-admin/msg-tracker', disabled: true },
  link('menu.serviceManagement', 'master-service/service-list'),
  link('menu.managePayment', 'bookone/manage-payment'),
  {
    name: 'menu.superAdmin',
    type: 'dropDown',
    state: 'bookone-admin',
    icon: 'admin_panel_settings',
    sub: [
      {
        name: 'menu.addressSetup',
        type: 'dropDown',
        state: 'address-setup',
        sub: [{ name: 'menu.countrySetup', type: 'link', state: 'country' }],
      },
    ],
  },
  link('menu.businessReview', 'review/list'),
];

function renderTopMenu(items = ITEMS) {
  return renderRoutes([
    {
      path: '*',
      element: (
        <nav aria-label="Top">
          <TopMenu items={items} colors={BAR_PALETTE.white} />
        </nav>
      ),
    },
  ]);
}

describe('TopMenu', () => {
  it('shows four entries without icon items and separators, the rest under More', async () => {
    const { user } = renderTopMenu();
    const nav = screen.getByRole('navigation', { name: 'Top' });
    const entries = [...nav.querySelectorAll('a, button')];
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Dashboard',
      'Order',
      'Business Profile',
      'Service Management',
      'More',
    ]);
    expect(within(nav).queryByText('Frequently Accessed')).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/master-service/home',
    );

    await user.click(within(nav).getByRole('button', { name: 'More' }));
    const more = await screen.findByRole('menu');
    expect(within(more).getByRole('menuitem', { name: 'Manage Payment' })).toHaveAttribute(
      'href',
      '/bookone/manage-payment',
    );
    expect(within(more).getByRole('menuitem', { name: 'Business Review' })).toHaveAttribute(
      'href',
      '/review/list',
    );
    // A group in More lists its links under its title, with paths built from every state on the way.
    expect(within(more).getByText('Super Admin')).toBeInTheDocument();
    expect(within(more).getByRole('menuitem', { name: 'Country Setup' })).toHaveAttribute(
      'href',
      '/bookone-admin/address-setup/country',
    );
    expect(within(more).queryByText('Msg Tracker')).not.toBeInTheDocument();
  });

  it('opens a dropDown whose links join the item state and the sub-item state', async () => {
    const { user } = renderTopMenu();
    await user.click(screen.getByRole('button', { name: 'Order' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Create Order' })).toHaveAttribute(
      'href',
      '/order/create-order',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Order List' })).toHaveAttribute(
      'href',
      '/order/order-list',
    );
  });

  it('has no More with four entries or fewer', () => {
    renderTopMenu(ITEMS.slice(0, 5));
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Business Profile' })).toBeInTheDocument();
  });
});
