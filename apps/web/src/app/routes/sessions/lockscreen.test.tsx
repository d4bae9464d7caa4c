import { SESSION_KEYS } from '@bookone/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LOCKED_KEY, saveSession } from '../../../lib/session';
import { buildLoginResponse, buildUser } from '../../../testing/data-generators';
import { bodyOf, callsTo, jsonResponse, mockApi, renderApp } from '../../../testing/test-utils';

const PASSWORD = 'Secret#123';
const LOCKED_AT_HOME = '/sessions/lockscreen?return=%2Fmaster-service%2Fhome%3Ftab%3D2';

function signIn() {
  const user = buildUser({ photoUrl: '/uploads/users/7.png' });
  saveSession(buildLoginResponse({ user, token: 'token-old' }));
  return mockApi({
    'GET /api/user/findById/7': () => jsonResponse(user),
    'GET /api/notification/property': () => jsonResponse([]),
    'POST /api/user/login': (_url, init) => {
      const { password } = bodyOf(init) as { password: string };
      return password === PASSWORD
        ? jsonResponse(buildLoginResponse({ user, token: 'token-new' }))
        : jsonResponse(
            { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' },
            401,
          );
    },
  });
}

describe('lock screen', () => {
  it('opening it from a page locks the session, remembers the page and shows who is locked out', async () => {
    signIn();
    const { router } = renderApp('/master-service/home?tab=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

    // The sidebar's lock link.
    await act(() => router.navigate('/sessions/lockscreen'));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/lockscreen');
    expect(router.state.location.search).toBe('?return=%2Fmaster-service%2Fhome%3Ftab%3D2');
    expect(sessionStorage.getItem(LOCKED_KEY)).toBe('true');
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute('src', '/uploads/users/7.png');
    await waitFor(() => expect(document.title).toBe('Lock screen | BookOne'));
  });

  it('while locked, every guarded page leads back to it', async () => {
    signIn();
    sessionStorage.setItem(LOCKED_KEY, 'true');
    const { router } = renderApp(LOCKED_AT_HOME);
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeInTheDocument();

    await act(() => router.navigate('/bookone/manage-payment'));
    await waitFor(() => expect(router.state.location.search).toBe('?return=%2Fbookone%2Fmanage-payment'));
    expect(router.state.location.pathname).toBe('/sessions/lockscreen');
    // `/` sends the user to their home first (issue 8), so home is where the unlock returns.
    await act(() => router.navigate('/'));
    await waitFor(() => expect(router.state.location.search).toBe('?return=%2Fmaster-service%2Fhome'));
    expect(router.state.location.pathname).toBe('/sessions/lockscreen');
  });

  it("shows the server's message for a wrong password and stays locked", async () => {
    signIn();
    sessionStorage.setItem(LOCKED_KEY, 'true');
    const { router, user } = renderApp(LOCKED_AT_HOME);

    await user.type(await screen.findByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(sessionStorage.getItem(LOCKED_KEY)).toBe('true');
    expect(router.state.location.pathname).toBe('/sessions/lockscreen');
  });

  it("unlocks with the right password: signs in again as the session's user and goes back", async () => {
    const fetchMock = signIn();
    sessionStorage.setItem(LOCKED_KEY, 'true');
    const { router, user } = renderApp(LOCKED_AT_HOME);

    await user.type(await screen.findByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Unlock' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/home');
    expect(router.state.location.search).toBe('?tab=2');
    expect(sessionStorage.getItem(LOCKED_KEY)).toBeNull();
    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBe('token-new');
    const logins = callsTo(fetchMock, 'POST', '/api/user/login').map(([, init]) => bodyOf(init));
    expect(logins).toEqual([{ username: 'ada', password: PASSWORD }]);
  });

  it('sends a reload of a guarded page to the lock screen while locked', async () => {
    signIn();
    sessionStorage.setItem(LOCKED_KEY, 'true');
    const { router } = renderApp('/bookone/manage-payment');

    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/lockscreen');
    expect(router.state.location.search).toBe('?return=%2Fbookone%2Fmanage-payment');
  });

  it('offers Sign Out, which ends the session', async () => {
    signIn();
    const { router, user } = renderApp('/sessions/lockscreen');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/signin');
    expect(sessionStorage.length).toBe(0);
  });

  it('without a session there is nothing to lock: sign-in instead', async () => {
    mockApi({});
    const { router } = renderApp('/sessions/lockscreen');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/signin');
    expect(sessionStorage.getItem(LOCKED_KEY)).toBeNull();
  });
});
