import { SESSION_KEYS } from '@bookone/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { saveSession } from '../lib/session';
import { buildLoginResponse, buildProperty, buildUser } from '../testing/data-generators';
import { signedIn } from '../testing/signed-in';
import { headersOf, jsonResponse, mockFetch, renderApp } from '../testing/test-utils';

function signIn() {
  saveSession(buildLoginResponse());
}

describe('app routes', () => {
  it('sends a visitor without a token to sign-in with the wanted address', async () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    const { router } = renderApp('/master-service/home?tab=2');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/signin');
    expect(router.state.location.search).toBe('?return=%2Fmaster-service%2Fhome%3Ftab%3D2');
    expect(document.title).toBe('Sign in | BookOne');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('validates the token and sends / on to the user home (spec §2.1), not to an empty page', async () => {
    const fetchMock = signedIn({ user: buildUser({ firstName: 'Grace', lastName: 'Hopper' }) });
    const { router } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/home');
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/user/findById/7');
    expect(headersOf(fetchMock).get('Authorization')).toBe('Bearer token-123');
  });

  it('titles the dashboard after its route chain', async () => {
    signedIn();
    renderApp('/master-service/home');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('BookOne Services > Dashboard | BookOne'));
  });

  it.each([401, 403, 404])('ends the session when the token check answers %i', async (status) => {
    signIn();
    mockFetch(() => jsonResponse({ statusCode: status, error: 'Error', message: 'Token rejected' }, status));
    const { router } = renderApp('/master-service/home');

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?return=%2Fmaster-service%2Fhome');
    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBeNull();
  });

  it('shows the error page when the token check fails otherwise', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    mockFetch(() => jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'Boom' }, 500));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBe('token-123');
  });

  it('signs out: clears session storage and goes to sign-in', async () => {
    signedIn();
    sessionStorage.setItem('SomethingElse', 'x');
    const { user, router } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/signin');
    expect(router.state.location.search).toBe('');
    expect(sessionStorage.length).toBe(0);
  });

  it('redirects an unknown address to the 404 page, replacing it', async () => {
    const { router } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sessions/404');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | BookOne'));
  });

  it('redirects a section root to its home page', async () => {
    signedIn();
    const { router } = renderApp('/master-service');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/home');
  });

  it("sends a starter business's section root to its Home: the business profile", async () => {
    signedIn({ property: buildProperty({ businessType: 'Services', plan: 'Business Starter' }) });
    const { router } = renderApp('/master-service');

    expect(await screen.findByRole('heading', { level: 1, name: 'Business Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/business-dashboard/profile');
  });

  it('serves the generic error page', async () => {
    renderApp('/sessions/error');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });
});
