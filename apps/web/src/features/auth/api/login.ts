import type { LoginRequest, LoginResponse } from '@bookone/domain';
import { useCallback, useState } from 'react';

import { api } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

/** POST /api/user/login: 200 LoginResponse, or 400/401/429 ApiError. */
export function login(input: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/api/user/login', input);
}

type UseLoginOptions = {
  /** Called once the session is stored; the request counts as pending until what it returns settles. */
  onSuccess?: (response: LoginResponse) => unknown;
};

/**
 * Signs in and stores the session (spec §3 keys) before handing over to the caller. Plain React state rather than
 * TanStack Query's useMutation: the stand-alone sign-in page loads no query client (issue 9 §3). The request stays
 * pending while the caller goes on (the next page loads under the progress bar, the button stays disabled).
 */
export function useLogin({ onSuccess }: UseLoginOptions = {}) {
  const [state, setState] = useState<{ isPending: boolean; error: unknown }>({
    isPending: false,
    error: null,
  });
  const mutate = useCallback(
    (input: LoginRequest) => {
      setState({ isPending: true, error: null });
      login(input)
        .then(async (response) => {
          saveSession(response);
          await onSuccess?.(response);
          setState({ isPending: false, error: null });
        })
        .catch((error: unknown) => setState({ isPending: false, error }));
    },
    [onSuccess],
  );
  return { mutate, isPending: state.isPending, error: state.error };
}
