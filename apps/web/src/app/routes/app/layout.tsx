import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { Outlet, replace, type LoaderFunctionArgs } from 'react-router';

import { APP_NAME } from '../../../config/env';
import { paths } from '../../../config/paths';
import { getUserQueryOptions, useCurrentUser } from '../../../features/auth/api/get-user';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { ApiRequestError } from '../../../lib/api-client';
import { returnPathOf } from '../../../lib/return-path';
import { clearSession, getAuthToken, getUserId } from '../../../lib/session';

/** Answers to the token check that mean the session is over (spec §4: a failed token check logs the user out). */
const SESSION_REJECTED = new Set([401, 403, 404]);

/**
 * The guard of the signed-in area. Without a stored token the user goes to sign-in, with `return` holding the
 * wanted address. With one, GET /api/user/findById validates it; a rejection clears the session the same way.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    const signin = paths.sessions.signin.getHref(returnPathOf(request.url));
    const userId = getUserId();
    if (!getAuthToken() || userId == null) return replace(signin);
    try {
      await queryClient.ensureQueryData(getUserQueryOptions(userId));
    } catch (error) {
      if (error instanceof ApiRequestError && SESSION_REJECTED.has(error.status)) {
        clearSession();
        queryClient.clear();
        return replace(signin);
      }
      throw error;
    }
    return null;
  };

/** The authenticated shell. For now an app bar with the user's name and Sign Out; menus come later. */
export default function AppLayout() {
  const { data: user } = useCurrentUser();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar sx={{ gap: 2 }}>
          <Typography variant="h6" component="div" sx={{ flexGrow: 1, fontWeight: 700 }}>
            {APP_NAME}
          </Typography>
          {user && (
            <Typography component="span" sx={{ display: { xs: 'none', sm: 'block' } }}>
              {`${user.firstName} ${user.lastName}`}
            </Typography>
          )}
          <SignOutButton />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, sm: 4 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
