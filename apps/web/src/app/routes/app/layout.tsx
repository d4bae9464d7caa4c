import Box from '@mui/material/Box';
import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';

import { DialogsProvider } from '../../../components/dialogs/dialogs-provider';
import { paths } from '../../../config/paths';
import { getUserQueryOptions, useCurrentUser } from '../../../features/auth/api/get-user';
import { NotificationsButton } from '../../../features/notifications/components/notifications-button';
import { NotificationsPanel } from '../../../features/notifications/components/notifications-panel';
import { HeaderSearch } from '../../../features/search/components/header-search';
import { ShareButton } from '../../../features/share/components/share-button';
import { AdminLayout } from '../../../features/shell/components/admin-layout';
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

/**
 * The authenticated shell: the admin layout (features/shell) with the header buttons and the notifications panel
 * of the other features in its slots. The dialog services (useConfirm, useLoaderDialog) serve the signed-in pages
 * only: here, they stay out of the sign-in page's JavaScript.
 */
export default function AppLayout() {
  const { data: user } = useCurrentUser();
  return (
    <DialogsProvider>
      <AdminLayout
        user={user ?? null}
        headerActions={
          <>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <HeaderSearch />
            </Box>
            <ShareButton />
            <NotificationsButton />
          </>
        }
        notificationsPanel={<NotificationsPanel />}
      />
    </DialogsProvider>
  );
}
