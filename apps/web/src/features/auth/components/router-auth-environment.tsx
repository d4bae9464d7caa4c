import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { AuthEnvironmentContext, type AuthEnvironment } from '../auth-environment';

type Props = {
  /** Starts downloading the signed-in area (app/warm-up.ts); by default nothing. */
  warmUp?: () => void;
  children: ReactNode;
};

/** The auth forms' environment inside the router: i18next's text, the router's location and navigation. */
export function RouterAuthEnvironment({ warmUp = noWarmUp, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const environment = useMemo<AuthEnvironment>(
    () => ({
      // Keys reach the forms as plain strings (they are shared with the stand-alone page's lookup).
      t: t as unknown as AuthEnvironment['t'],
      search,
      navigate: (to, options) => navigate(to, options),
      warmUp,
    }),
    [t, search, navigate, warmUp],
  );
  return <AuthEnvironmentContext value={environment}>{children}</AuthEnvironmentContext>;
}

function noWarmUp(): void {}
