import { createContext, useContext } from 'react';

/**
 * What the sign-in and unlock forms take from around them. Two hosts provide it: inside the router the sessions
 * layout (RouterAuthEnvironment: i18next, the router's location and navigate), and the stand-alone sign-in page of
 * a first visit (app/signin-app.tsx: one translation file, window.location, and a navigate that starts the full app
 * at the new address), which loads neither the router, TanStack Query nor i18next (issue 9 §3).
 */
export type AuthEnvironment = {
  /** The text of a key of the 'translation' namespace in the interface language. */
  t: (key: string, values?: Record<string, string | number>) => string;
  /** The query string of the current address (the `return` parameter). */
  search: string;
  /** Goes to an address of the app; resolves once the page there is shown. */
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void> | void;
  /** Starts downloading the signed-in area (the user has started typing): the page after sign-in loads sooner. */
  warmUp: () => void;
};

export const AuthEnvironmentContext = createContext<AuthEnvironment | null>(null);

export function useAuthEnvironment(): AuthEnvironment {
  const environment = useContext(AuthEnvironmentContext);
  if (!environment) throw new Error('An auth form is rendered outside an AuthEnvironmentContext provider.');
  return environment;
}
