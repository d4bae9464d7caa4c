// The stand-alone sign-in page of a first visit (app/signin-app.tsx): the same page as the router's, in the browser's
// language, and signing in hands over to the full app at the `return` address.
import { SESSION_KEYS } from '@bookone/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import en from '../../public/locales/en/translation.json';
import fr from '../../public/locales/fr/translation.json';
import { buildLoginResponse } from '../testing/data-generators';
import { jsonResponse, mockFetch } from '../testing/test-utils';
import { startApp } from './full-app';
import { startSignin } from './signin-app';

vi.mock('./full-app', () => ({ startApp: vi.fn(), prepareSignedInArea: vi.fn() }));

let container: HTMLElement;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  container.remove();
  window.history.replaceState(null, '', '/');
  vi.mocked(startApp).mockReset();
});

function serve(login: () => Response) {
  return mockFetch((url) => {
    if (url === '/locales/en/translation.json') return jsonResponse(en);
    if (url === '/locales/fr/translation.json') return jsonResponse(fr);
    if (url === '/api/user/login') return login();
    return jsonResponse({}, 404);
  });
}

async function start(url: string) {
  window.history.replaceState(null, '', url);
  await act(() => startSignin(container));
}

describe('the stand-alone sign-in page', () => {
  it('is titled and worded in the browser language, and shows the server message of a refused sign-in', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('fr-CA');
    serve(() =>
      jsonResponse(
        {
          statusCode: 401,
          error: 'Unauthorized',
          message: 'Invalid username or password',
          messageKey: 'errors.network',
        },
        401,
      ),
    );
    await start('/sessions/signin');
    expect(document.title).toBe('Connexion | BookOne');
    expect(document.documentElement.lang).toBe('fr');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByLabelText(/Nom d'utilisateur/)).toHaveAccessibleDescription(
      'Ce champ est obligatoire',
    );
    await user.type(screen.getByLabelText(/Nom d'utilisateur/), 'ada');
    await user.type(screen.getByLabelText(/Mot de passe/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // The server's message key, translated by the page's own translation file (the API client has no i18next).
    expect(await screen.findByRole('alert')).toHaveTextContent(fr.errors.network);
    expect(startApp).not.toHaveBeenCalled();
  });

  it('stores the session and starts the app at the `return` address, the page staying until the app is there', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    const response = buildLoginResponse();
    serve(() => jsonResponse(response));
    let appShown: () => void = () => undefined;
    vi.mocked(startApp).mockReturnValue(new Promise<void>((resolve) => (appShown = resolve)));
    await start('/sessions/signin?return=%2Fmaster-service%2Fhome%3Ftab%3D2');
    expect(document.title).toBe('Sign in | BookOne');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'ada');
    await user.type(screen.getByLabelText(/Password/), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(startApp).toHaveBeenCalledTimes(1));
    expect(window.location.pathname + window.location.search).toBe('/master-service/home?tab=2');
    expect(sessionStorage.getItem(SESSION_KEYS.authToken)).toBe(response.token);
    expect(vi.mocked(startApp).mock.calls[0]?.[0]).toBe(container);
    // Until the app has replaced it, the page says it is signing in and takes no second click.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Signing in…' })).toBeInTheDocument();
    await act(async () => appShown());
  });
});
