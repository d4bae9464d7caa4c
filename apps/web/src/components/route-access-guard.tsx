import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';

import { dismissAccessDenied, notifyAccessDenied, useAccessDenied } from '../lib/access-denied';
import {
  isAddressRefused,
  isAppAddress,
  isRoleGuardActive,
  setCurrentAppLocation,
} from '../lib/route-access';

/**
 * The in-app half of the role guard (spec §6, §8). A navigation from a page of the signed-in area to a page whose
 * allowed roles exclude the user is blocked before anything loads: the user stays where they are and the snackbar
 * says so. The route loaders (app/route-guard.ts) cover what a blocker cannot see: direct loads and redirects.
 * Also records the current in-app address, which the loaders use to tell those cases apart.
 */
export function RouteAccessGuard() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  useLayoutEffect(() => {
    setCurrentAppLocation(isAppAddress(location.pathname) ? here : null);
    return () => setCurrentAppLocation(null);
  }, [here, location.pathname]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isRoleGuardActive() &&
      isAppAddress(currentLocation.pathname) &&
      nextLocation.pathname !== currentLocation.pathname &&
      isAddressRefused(nextLocation.pathname),
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    notifyAccessDenied();
  }, [blocker]);

  return <AccessDeniedSnackbar />;
}

/** Spec §8: "You do not have access to this page!" with an OK button, until the user presses OK. */
export function AccessDeniedSnackbar() {
  const { t } = useTranslation();
  const { open, key } = useAccessDenied();
  return (
    <Snackbar
      key={key}
      open={open}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      onClose={(_event, reason) => {
        // Only the OK button closes it: a click elsewhere must not hide the reason the page did not change.
        if (reason === 'escapeKeyDown') dismissAccessDenied();
      }}
      message={t('guard.noAccess')}
      action={
        <Button color="secondary" size="small" onClick={dismissAccessDenied}>
          {t('guard.ok')}
        </Button>
      }
    />
  );
}
