import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { clearSession } from '../../../lib/session';

/** Spec §4: sign-out clears all of session storage and goes to sessions/signin. */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    clearSession();
    await navigate(paths.sessions.signin.getHref());
    // After leaving the guarded area, so that no mounted query refetches without a token.
    queryClient.clear();
  };
}
