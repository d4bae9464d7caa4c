import { APP_ROUTES, type Property } from '@bookone/domain';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';

import { AccessDeniedSnackbar } from '../components/route-access-guard';
import { getAccessDenied, notifyAccessDenied } from '../lib/access-denied';
import { setCurrentAppLocation } from '../lib/route-access';
import { LOCKED_KEY, saveSession } from '../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../testing/data-generators';
import { signedIn } from '../testing/signed-in';
import { jsonResponse, mockApi, renderApp } from '../testing/test-utils';
import { roleGuard } from './route-guard';

const NO_ACCESS = 'You do not have access to this page!';

function signInAs(roles: ReturnType<typeof buildUser>['roles'], property: Property | null = buildProperty()) {
  const user = buildUser({ roles });
  if (property) return signedIn({ user, property });
  // A platform account, without a property (signedIn always stores one).
  saveSession(buildLoginResponse({ user, property }));
  return mockApi({
    'GET /api/user/findById/7': () => jsonResponse(user),
    'GET /api/notification/property': () => jsonResponse([]),
  });
}

const createRole = APP_ROUTES.find((route) => route.id === 'createRole')!;

describe('role guard', () => {
  it("on a direct load of a refused page, lands on the user's home with the snackbar", async () => {
    signInAs(['PROP_ADMIN']);
    const { router, user } = renderApp('/bookone-admin/create-role');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/home');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument());
  });

  it('blocks an in-app navigation to a refused page: the user stays where they are', async () => {
    signInAs(['PROP_ADMIN']);
    const { router } = renderApp('/master-service/home?tab=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    // React Router's blocker registers over two renders (an effect sets its key, the next render installs it): let
    // React finish them, as it does long before a person's first click.
    await act(async () => undefined);
    const before = router.state.location;

    await act(() => router.navigate('/bookone-admin/create-role'));

    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/home');
    expect(router.state.location.search).toBe('?tab=2');
    expect(router.state.location.key).toBe(before.key);
    expect(router.state.navigation.state).toBe('idle');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('lets an allowed navigation through', async () => {
    signInAs(['PROP_MANAGER']);
    const { router } = renderApp('/master-service/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    await act(() => router.navigate('/bookone/manage-payment'));

    await waitFor(() => expect(document.title).toBe('BookOne > Manage Payments | BookOne'));
    expect(router.state.location.pathname).toBe('/bookone/manage-payment');
    expect(getAccessDenied().open).toBe(false);
  });

  it('refuses by the stored Roles: the same page is open to one role and not to another', async () => {
    signInAs(['PROP_FRONTDESK']);
    const { router } = renderApp('/master-service/home');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    // Expenses are the managers' and finance's: the desk, which may take payments, may not open them.
    await act(() => router.navigate('/bookone/manage-expense'));
    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/home');
  });

  it("always opens the user's own home, even when its route does not list their role", async () => {
    // A super admin's Home action is /master-service/home (domain homePath), a page for property roles.
    signInAs(['SUPER_ADMIN'], null);
    const { router } = renderApp('/master-service/home');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/home');
    expect(getAccessDenied().open).toBe(false);
  });
});

describe('roleGuard loader', () => {
  const args = (path: string) => {
    const url = new URL(`http://localhost${path}`);
    return {
      request: new Request(url),
      url,
      params: {},
      pattern: '',
      context: undefined,
    } as LoaderFunctionArgs;
  };

  it('sends a refused in-app navigation back to the current page, and raises the snackbar', () => {
    saveSession(buildLoginResponse());
    setCurrentAppLocation('/master-service/home?tab=2');
    const result = roleGuard(createRole)(args('/bookone-admin/create-role'));
    expect(result).toBeInstanceOf(Response);
    expect(result?.headers.get('Location')).toBe('/master-service/home?tab=2');
    expect(getAccessDenied().open).toBe(true);
  });

  it('sends a refused direct load to the home path of the stored property', () => {
    saveSession(
      buildLoginResponse({
        property: buildProperty({ businessType: 'Services', plan: 'Business Starter' }),
      }),
    );
    const result = roleGuard(createRole)(args('/bookone-admin/create-role'));
    expect(result?.headers.get('Location')).toBe('/master-service/business-dashboard/profile');
  });

  it('stays out of the way without a token, and sends a locked session to the lock screen', () => {
    expect(roleGuard(createRole)(args('/bookone-admin/create-role'))).toBeNull();
    saveSession(buildLoginResponse());
    sessionStorage.setItem(LOCKED_KEY, 'true');
    const result = roleGuard(createRole)(args('/bookone-admin/create-role?x=1'));
    expect(result?.headers.get('Location')).toBe(
      '/sessions/lockscreen?return=%2Fbookone-admin%2Fcreate-role%3Fx%3D1',
    );
  });

  it('lets an allowed role in', () => {
    saveSession(buildLoginResponse({ user: buildUser({ roles: ['SUPER_ADMIN'] }) }));
    expect(roleGuard(createRole)(args('/bookone-admin/create-role'))).toBeNull();
  });
});

describe('access denied snackbar', () => {
  it('speaks French too', async () => {
    await i18next.changeLanguage('fr');
    try {
      act(() => notifyAccessDenied());
      render(<AccessDeniedSnackbar />);
      expect(screen.getByText("Vous n'avez pas accès à cette page !")).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('button', { name: 'OK' }));
      expect(getAccessDenied().open).toBe(false);
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
