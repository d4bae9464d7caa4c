import LockIcon from '@mui/icons-material/Lock';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { replace, useSearchParams, type LoaderFunctionArgs } from 'react-router';

import { paths } from '../../../config/paths';
import { getUserQueryOptions, useCurrentUser } from '../../../features/auth/api/get-user';
import { AuthPage } from '../../../features/auth/components/auth-page';
import { LockScreenForm } from '../../../features/auth/components/lock-screen-form';
import { SignOutButton } from '../../../features/auth/components/sign-out-button';
import { safeReturnPath } from '../../../lib/return-path';
import { getCurrentAppLocation } from '../../../lib/route-access';
import { getAuthToken, getUserId, getUserName, setLocked } from '../../../lib/session';

/**
 * Opening the lock screen (spec §2.1, §2.3) locks the session: the `Locked` flag is set, and until the user unlocks
 * every guarded page leads back here. Without a session there is nothing to lock: sign-in instead. The page the user
 * was on is kept in `return`, so that unlocking (or a reload of this page) brings them back to it.
 */
export const clientLoader =
  (queryClient: QueryClient) =>
  async ({ request }: LoaderFunctionArgs) => {
    if (!getAuthToken() || !getUserName()) return replace(paths.sessions.signin.getHref());
    setLocked();
    const url = new URL(request.url);
    const from = getCurrentAppLocation();
    if (!url.searchParams.has('return') && from) return replace(paths.sessions.lockscreen.getHref(from));
    const userId = getUserId();
    // For the name and photo; if the token has expired meanwhile the page still works with the username.
    if (userId != null) await queryClient.prefetchQuery(getUserQueryOptions(userId));
    return null;
  };

function initialsOf(...names: (string | undefined)[]): string {
  return names
    .map((name) => name?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
}

export default function LockScreenRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const { data: user } = useCurrentUser();
  const username = getUserName() ?? '';
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : username;
  const returnTo = safeReturnPath(searchParams.get('return'));

  return (
    <AuthPage
      maxWidth={400}
      header={
        <>
          <Badge
            overlap="circular"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            badgeContent={
              <Avatar
                sx={{
                  width: 28,
                  height: 28,
                  bgcolor: 'secondary.main',
                  border: 2,
                  borderColor: 'background.paper',
                }}
              >
                <LockIcon sx={{ fontSize: 16 }} aria-hidden />
              </Avatar>
            }
          >
            <Avatar
              src={user?.photoUrl ?? undefined}
              alt={name}
              sx={{ width: 88, height: 88, fontSize: '2rem', bgcolor: 'primary.main' }}
            >
              {initialsOf(user?.firstName ?? username, user?.lastName)}
            </Avatar>
          </Badge>
          <Typography component="h1" variant="h5" sx={{ mt: 2, fontWeight: 700 }}>
            {name}
          </Typography>
          <Typography sx={{ mt: 0.5, color: 'text.secondary' }}>{t('lockscreen.subtitle')}</Typography>
        </>
      }
    >
      <LockScreenForm username={username} returnTo={returnTo} />
      <Divider sx={{ my: 3 }}>{t('lockscreen.notYou')}</Divider>
      <Box sx={{ textAlign: 'center' }}>
        <SignOutButton color="primary" />
      </Box>
    </AuthPage>
  );
}
