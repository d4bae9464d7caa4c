import { SESSION_KEYS } from '@bookone/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { buildLoginResponse } from '../../../testing/data-generators';
import { jsonResponse, mockFetch, renderRoutes } from '../../../testing/test-utils';
import { RouterAuthEnvironment } from './router-auth-environment';
import { SigninForm } from './signin-form';

function renderSignin(url = '/sessions/signin', onFirstInput?: () => void) {
  return renderRoutes(
    [
      {
        path: '/sessions/signin',
        element: (
          <RouterAuthEnvironment>
            <SigninForm onFirstInput={onFirstInput} />
          </RouterAuthEnvironment>
        ),
      },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/master-service/home', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [url] },
  );
}

describe('SigninForm', () => {
  it('shows the required messages under empty fields and sends nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse(buildLoginResponse()));
    const { user } = renderSignin();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('This field is required');
    expect(password).toHaveAccessibleDescription('This field is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('calls onFirstInput once, at the first character typed (the route warms up the next page)', async () => {
    mockFetch(() => jsonResponse(buildLoginResponse()));
    const onFirstInput = vi.fn();
    const { user } = renderSignin('/sessions/signin', onFirstInput);
    expect(onFirstInput).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(onFirstInput).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message on a 401", async () => {
    mockFetch(() =>
      jsonResponse({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password' }, 401),
    );
    const { user } = renderSignin();

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows progress and disables the button while signing in', async () => {
    const throttled = () =>
      jsonResponse({ statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts' }, 429);
    let answer: (response: Response) => void = () => undefined;
    // The first attempt hangs until answered; the client's one retry (spec §8) gets the same answer at once.
    const fetchMock = mockFetch(() =>
      fetchMock.mock.calls.length === 1
        ? new Promise<Response>((resolve) => (answer = resolve))
        : throttled(),
    );
    const { user } = renderSignin();

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    answer(throttled());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('posts the credentials, stores the session and goes to the return address', async () => {
    const response = buildLoginResponse();
    const fetchMock = mockFetch(() => jsonResponse(response));
    const { user, router } = renderSignin('/sessions/signin?return=%2Fmaster-service%2Fhome');

    await user.type(screen.getByLabelText('Username'), ' ada ');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/master-service/home');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/user/login');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe(JSON.stringify({ username: 'ada', password: 'Secret#123' }));

    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBe(response.token);
    expect(sessionStorage.getItem(SESSION_KEYS.userId)).toBe(String(response.user.id));
    expect(sessionStorage.getItem(SESSION_KEYS.propertyId)).toBe(String(response.property?.id));
    expect(sessionStorage.getItem(SESSION_KEYS.organizationId)).toBe(String(response.user.organisationId));
    expect(sessionStorage.getItem(SESSION_KEYS.propertyDetails)).toBe(JSON.stringify(response.property));
    expect(sessionStorage.getItem(SESSION_KEYS.roles)).toBe(JSON.stringify(response.user.roles));
    expect(sessionStorage.getItem(SESSION_KEYS.userName)).toBe(response.user.username);
  });

  it('ignores a return address on another site', async () => {
    mockFetch(() => jsonResponse(buildLoginResponse()));
    const { user, router } = renderSignin('/sessions/signin?return=%2F%2Fevil.example%2Fphish');

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The address changes before React commits the page (a transition): wait for the page too.
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
