import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

import { Hint } from '../../../components/hint/hint';
import { useMenuAnchor } from '../hooks/use-menu-anchor';
import { useShell } from '../hooks/use-shell';
import { initialsOf } from '../utils/shell-rules';
import { UserAvatar } from './user-avatar';

// The popup downloads on the first opening (issue 9 §3).
const AccountMenuPopup = lazy(() => import('./account-menu-popup'));

/** The avatar menu of both headers: who is signed in, the lock screen and Sign Out (spec §2.3). */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { user } = useShell();
  const menu = useMenuAnchor();
  const menuId = useId();
  const initials = user ? initialsOf(user.firstName, user.lastName) : '';

  return (
    <>
      <Hint title={t('account.menu')}>
        <IconButton
          onClick={(event) => menu.open(event.currentTarget)}
          // The name starts with the initials the button shows (WCAG 2.5.3, axe label-content-name-mismatch).
          aria-label={initials ? `${initials} · ${t('account.menu')}` : t('account.menu')}
          aria-haspopup="menu"
          aria-expanded={menu.anchor ? true : undefined}
          aria-controls={menu.anchor ? menuId : undefined}
          sx={{ p: 0.5 }}
        >
          <UserAvatar user={user} size={34} />
        </IconButton>
      </Hint>
      {menu.built && (
        <Suspense fallback={null}>
          <AccountMenuPopup id={menuId} anchor={menu.anchor} onClose={menu.close} />
        </Suspense>
      )}
    </>
  );
}
