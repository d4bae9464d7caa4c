import { SESSION_KEYS, type MenuItem } from '@bookone/domain';
import { notifyManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LANGUAGE_STORAGE_KEY } from '../../../components/layout/language-preference';
import { useNotificationsDrawer } from '../../../components/layout/notifications-drawer-context';
import { jsonResponse } from '../../../testing/test-utils';
import { LAYOUT_STORAGE_KEY } from '../stores/layout-config';
import { buildNavigation, renderShell, SIMPLE_MENU } from '../testing/render-shell';

afterEach(async () => {
  localStorage.clear();
  vi.useRealTimers();
  if (i18next.language !== 'en') await i18next.changeLanguage('en');
});

const sidebar = () => document.getElementById('shell-sidebar')!;

/** Makes the layout think the screen is at most 959 px wide (jsdom has no matchMedia). */
function mobileScreen() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width:959px'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

describe('side layout', () => {
  it('shows the user, the property, the lock link, Refresh, Sign Out and the menu in the sidebar', async () => {
    renderShell({ property: { name: 'Harbour View Hotel' } });
    const side = sidebar();
    expect(within(side).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(side).getByText('Harbour View Hotel')).toBeInTheDocument();
    expect(within(side).getByRole('link', { name: 'Lock screen' })).toHaveAttribute(
      'href',
      '/sessions/lockscreen',
    );
    expect(within(side).getByRole('button', { name: 'Refresh menu' })).toBeInTheDocument();
    expect(within(side).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    const nav = within(side).getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/master-service/home',
    );
    expect(screen.getByRole('main')).toHaveTextContent('Welcome page');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('asks the server for the menu of the side menu type', async () => {
    const { navigationCalls } = renderShell();
    await screen.findByRole('link', { name: 'Dashboard' });
    expect(navigationCalls()[0]).toBe('/api/me/navigation?sideMenuType=icon-menu');
  });

  it('uses the bundled logo without a property logo, the business logo for other businesses, else the property logo', () => {
    const first = renderShell({ property: { logoUrl: null, businessType: 'Accommodation' } });
    expect(within(sidebar()).getByRole('img', { name: 'BookOne logo' })).toHaveAttribute(
      'data-logo',
      'default',
    );
    first.unmount();
    const second = renderShell({ property: { logoUrl: null, businessType: 'Restaurant' } });
    expect(within(sidebar()).getByRole('img', { name: 'BookOne logo' })).toHaveAttribute(
      'data-logo',
      'business',
    );
    second.unmount();
    renderShell({ property: { name: 'Corner Bistro', logoUrl: '/uploads/bistro.png' } });
    expect(within(sidebar()).getByRole('img', { name: 'Corner Bistro logo' })).toHaveAttribute(
      'src',
      '/uploads/bistro.png',
    );
  });

  it('still renders, with the Refresh button, when the menu cannot be loaded', async () => {
    renderShell({
      navigation: () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Route not found' }, 404),
    });
    expect(await screen.findByText(/The menu could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh menu' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Welcome page');
  });

  it('signs out: clears session storage and goes to sign-in', async () => {
    const { user, router } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/signin'));
    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Sessions page' })).toBeInTheDocument();
  });

  it('signs out from the avatar menu too, which also links the lock screen', async () => {
    const { user, router } = renderShell();
    await user.click(screen.getByRole('button', { name: /Account menu$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Lock screen' })).toHaveAttribute(
      'href',
      '/sessions/lockscreen',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sessions/signin'));
    expect(sessionStorage.length).toBe(0);
  });

  it('toggles the sidebar between full and closed with the menu button', async () => {
    const { user } = renderShell();
    const toggle = screen.getByRole('button', { name: 'Toggle sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(sidebar()).toHaveAttribute('data-sidebar-style', 'full');
    await user.click(toggle);
    expect(sidebar()).toHaveAttribute('data-sidebar-style', 'closed');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(sidebar()).toHaveAttribute('data-sidebar-style', 'full');
  });

  it('collapses to a compact rail that expands on mouse-over and re-compacts on mouse-leave', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(sidebar()).toHaveAttribute('data-sidebar-style', 'compact');
    // The menu toggle is hidden while the sidebar is compact.
    expect(screen.queryByRole('button', { name: 'Toggle sidebar' })).not.toBeInTheDocument();
    expect(within(sidebar()).queryByText('Ada Lovelace')).not.toBeInTheDocument();

    fireEvent.mouseEnter(sidebar());
    expect(within(sidebar()).getByText('Ada Lovelace')).toBeInTheDocument();
    fireEvent.mouseLeave(sidebar());
    expect(within(sidebar()).queryByText('Ada Lovelace')).not.toBeInTheDocument();

    fireEvent.mouseEnter(sidebar());
    await user.click(within(sidebar()).getByRole('button', { name: 'Expand sidebar' }));
    expect(sidebar()).toHaveAttribute('data-sidebar-style', 'full');
    expect(screen.getByRole('button', { name: 'Toggle sidebar' })).toBeInTheDocument();
  });

  it('scrolls the content area to the top when a navigation ends', async () => {
    const { router } = renderShell();
    const area = document.querySelector<HTMLElement>('[data-scroll-area]')!;
    area.scrollTop = 480;
    await act(() => router.navigate('/master-service/home'));
    expect(area.scrollTop).toBe(0);
  });

  it('shows a progress bar while a route loader runs', async () => {
    let finish: () => void = () => undefined;
    const { router } = renderShell({
      extraRoutes: [
        {
          path: 'slow',
          loader: () => new Promise<null>((resolve) => (finish = () => resolve(null))),
          element: <h1>Slow page</h1>,
        },
      ],
    });
    expect(screen.queryByRole('progressbar', { name: 'Loading page…' })).not.toBeInTheDocument();
    act(() => {
      void router.navigate('/slow');
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading page…' })).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page…' })).not.toBeInTheDocument();
  });
});

describe('side header', () => {
  it.each([
    ['a property admin on Business Essentials', ['PROP_ADMIN'], { plan: 'Business Essentials' }, true],
    ['a property admin on Business Starter', ['PROP_ADMIN'], { plan: 'Business Starter' }, true],
    ['a property admin without a property', ['PROP_ADMIN'], null, true],
    ['a property admin on Business Premium', ['PROP_ADMIN'], { plan: 'Business Premium' }, false],
    ['a property manager on Business Essentials', ['PROP_MANAGER'], { plan: 'Business Essentials' }, false],
    ['an organisation admin', ['ORG_ADMIN'], { plan: 'Business Starter' }, false],
  ] as const)('Upgrade Now for %s: %s', (_who, roles, property, shown) => {
    renderShell({ roles: [...roles], property });
    const upgrade = screen.queryByRole('link', { name: 'Upgrade Now' });
    if (shown) expect(upgrade).toHaveAttribute('href', '/master-service/Upgrade-Plan');
    else expect(upgrade).not.toBeInTheDocument();
  });

  it('shows Home for a COMPLETED property, going to the home path of the navigation answer', async () => {
    renderShell({
      property: { propertyStatus: 'COMPLETED', businessType: 'Services', plan: 'Business Starter' },
      navigation: () =>
        jsonResponse(
          buildNavigation(SIMPLE_MENU, { homePath: '/master-service/business-dashboard/profile' }),
        ),
    });
    const home = screen.getByRole('link', { name: 'Home' });
    await waitFor(() => expect(home).toHaveAttribute('href', '/master-service/business-dashboard/profile'));
  });

  it.each(['NEW', 'INACTIVE'] as const)('has no Home for a %s property', (propertyStatus) => {
    renderShell({ property: { propertyStatus } });
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('has no Home without a property', () => {
    renderShell({ property: null });
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('switches the language to French and keeps the choice', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(i18next.language).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(await screen.findByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
  });

  it('applies a language picked on an earlier visit', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    renderShell();
    expect(await screen.findByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('opens the public listing of a property with a seoFriendlyName in a new tab', () => {
    renderShell({ property: { seoFriendlyName: 'harbour-view-hotel' } });
    const footer = screen.getByRole('contentinfo');
    const listing = within(footer).getByRole('link', { name: 'View public listing (opens in a new tab)' });
    expect(listing).toHaveAttribute('href', 'https://bookone.example/listing/harbour-view-hotel');
    expect(listing).toHaveAttribute('target', '_blank');
    expect(within(footer).getByRole('link', { name: 'Built by the BookOne community' })).toBeInTheDocument();
  });

  it('opens the property’s own booking page when it holds the Booking Engine subscription', () => {
    renderShell({
      property: {
        seoFriendlyName: 'harbour-view-hotel',
        subscriptionList: [{ id: 1, name: ' Booking Engine ' }],
      },
    });
    const footer = screen.getByRole('contentinfo');
    const listing = within(footer).getByRole('link', { name: 'View public listing (opens in a new tab)' });
    expect(listing).toHaveAttribute('href', '/book/harbour-view-hotel');
  });

  it.each([null, ''])('has no listing button when seoFriendlyName is %j', (seoFriendlyName) => {
    renderShell({ property: { seoFriendlyName } });
    expect(screen.queryByRole('link', { name: /View public listing/ })).not.toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Built by the BookOne community');
  });
});

describe('breadcrumb', () => {
  it('shows the route chain with parameters as a title-style breadcrumb by default', async () => {
    renderShell({ url: '/master-service/reservation-details/R-9' });
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/master-service');
    expect(within(trail).getByText('Reservation R-9')).toHaveAttribute('aria-current', 'page');
  });
});

describe('menu refresh (spec §4, §9)', () => {
  const refreshed: MenuItem[] = [
    ...SIMPLE_MENU,
    { name: 'menu.managePayment', type: 'link', state: 'bookone/manage-payment', icon: 'payments' },
  ];

  /** Fake setTimeout (the refresh delays), while TanStack Query still notifies its observers. */
  function fakeTimers() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    notifyManager.setScheduler(queueMicrotask);
  }

  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  /**
   * Testing Library's waitFor drains with a setTimeout, which is fake here: poll by yielding real macrotasks (the
   * mocked fetch body is read on them) without moving the fake clock.
   */
  async function until(check: () => void) {
    for (let attempt = 0; attempt < 100; attempt++) {
      try {
        check();
        return;
      } catch {
        await act(async () => {
          await new Promise((resolve) => setImmediate(resolve));
          await vi.advanceTimersByTimeAsync(0);
        });
      }
    }
    check();
  }

  afterEach(() => notifyManager.setScheduler((callback) => setTimeout(callback, 0)));

  it('refreshes once, 3000 ms after the menu loads; Refresh clears it and reloads it after 100 ms', async () => {
    fakeTimers();
    const { navigationCalls } = renderShell({
      navigation: (call) => jsonResponse(buildNavigation(call === 1 ? SIMPLE_MENU : refreshed)),
    });
    await until(() => expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
    expect(navigationCalls()).toHaveLength(1);

    await advance(2999);
    expect(navigationCalls()).toHaveLength(1);
    await advance(1);
    expect(navigationCalls()).toHaveLength(2);
    await until(() => expect(screen.getByRole('link', { name: 'Manage Payment' })).toBeInTheDocument());

    // Only once.
    await advance(10_000);
    expect(navigationCalls()).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Refresh menu' }));
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading the menu…' })).toBeInTheDocument();
    await advance(99);
    expect(navigationCalls()).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await advance(1);
    expect(navigationCalls()).toHaveLength(3);
    await until(() => expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Manage Payment' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the menu…' })).not.toBeInTheDocument();
  });

  it('does not auto-refresh a menu that failed to load', async () => {
    fakeTimers();
    const { navigationCalls } = renderShell({
      navigation: () => jsonResponse({ statusCode: 404, error: 'Not Found', message: 'Nope' }, 404),
    });
    await until(() => expect(screen.getByText(/The menu could not be loaded/)).toBeInTheDocument());
    // The API client retries a failed request once by itself (spec §8); the menu adds no refresh of its own.
    const afterLoad = navigationCalls().length;
    await advance(5000);
    expect(navigationCalls()).toHaveLength(afterLoad);
  });
});

describe('layout configuration', () => {
  it('switches to the top layout with ?layout=top and keeps it', async () => {
    const { unmount } = renderShell({ url: '/?layout=top' });
    expect(document.getElementById('shell-sidebar')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Colour scheme' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LAYOUT_STORAGE_KEY) ?? '{}')).toMatchObject({
      navigationPos: 'top',
    });
    unmount();

    renderShell({ url: '/' });
    expect(document.getElementById('shell-sidebar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Colour scheme' })).toBeInTheDocument();
  });

  it('swaps the theme class on the body with ?theme= and from the colour scheme menu', async () => {
    const { user } = renderShell({ url: '/?layout=top&theme=egret-navy-dark' });
    expect(document.body).toHaveClass('egret-navy-dark');
    expect(document.body).not.toHaveClass('egret-navy');
    await user.click(screen.getByRole('button', { name: 'Colour scheme' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Navy' }));
    expect(document.body).toHaveClass('egret-navy');
    expect(document.body).not.toHaveClass('egret-navy-dark');
  });

  it('opens and closes the customizer with its handle', async () => {
    const { user } = renderShell();
    const handle = screen.getByRole('button', { name: 'Open layout settings' });
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tab', { name: 'Options' })).not.toBeInTheDocument();
    await user.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    expect(handle).toHaveAccessibleName('Close layout settings');
    // The panel's tabs load on the first opening.
    expect(await screen.findByRole('tab', { name: 'Options' })).toHaveAttribute('aria-selected', 'true');
    await user.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('tab', { name: 'Options' })).not.toBeInTheDocument();
  });

  it('changes the layout from the customizer options and shows the configuration as JSON', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open layout settings' }));
    await user.click(await screen.findByRole('radio', { name: 'Top' }));
    expect(document.getElementById('shell-sidebar')).toBeNull();
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Topbar colour' })).getByRole('radio', { name: 'Pink' }),
    );

    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = await screen.findByRole('textbox', { name: 'Layout configuration (JSON)' });
    expect(json).toHaveAttribute('readonly');
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toMatchObject({
      navigationPos: 'top',
      sidebarColor: 'slate',
      topbarColor: 'pink',
    });
  });

  it('hides the breadcrumb when it is turned off, and shows the simple trail style', async () => {
    const { user } = renderShell({ url: '/master-service/reservation-details/R-3' });
    await user.click(screen.getByRole('button', { name: 'Open layout settings' }));
    await user.click(await screen.findByRole('radio', { name: 'Simple' }));
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(screen.queryByText('Reservation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show breadcrumb' }));
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Simple' })).toBeDisabled();
  });

  it('fetches the menu of another sidenav type when it changes', async () => {
    const { user, navigationCalls } = renderShell();
    await screen.findByRole('link', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open layout settings' }));
    await user.click(await screen.findByRole('radio', { name: 'Separator menu' }));
    await waitFor(() =>
      expect(navigationCalls()).toContain('/api/me/navigation?sideMenuType=separator-menu'),
    );
  });

  it('sets the document direction for right-to-left', async () => {
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Open layout settings' }));
    await user.click(await screen.findByRole('switch', { name: 'Right to left' }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});

describe('mobile screens (under 960 px)', () => {
  it('start with the sidebar closed, open it over the content and close it from the backdrop', async () => {
    mobileScreen();
    const { user } = renderShell();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    expect(await screen.findByRole('button', { name: 'Sign Out' })).toBeVisible();
    const backdrop = document.querySelector('.MuiBackdrop-root')!;
    await user.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument());
  });

  it('close the sidebar when a navigation ends', async () => {
    mobileScreen();
    const { user } = renderShell();
    await user.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
    await user.click(await screen.findByRole('link', { name: 'Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument());
  });
});

describe('notifications drawer', () => {
  function Bell() {
    const drawer = useNotificationsDrawer();
    return (
      <button type="button" onClick={drawer.toggle} aria-expanded={drawer.open}>
        Bell
      </button>
    );
  }

  it('opens from a header action through the drawer context and shows the panel slot', async () => {
    const { user } = renderShell({
      layoutProps: { headerActions: <Bell />, notificationsPanel: <p>Three new bookings</p> },
    });
    expect(screen.queryByText('Three new bookings')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bell' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByText('Three new bookings')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Three new bookings')).not.toBeInTheDocument());
  });
});
