import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Link } from 'react-router';

import { Hint } from '../../../components/hint/hint';
import { useShell } from '../hooks/use-shell';
import { initialsOf, LOCK_SCREEN_PATH } from '../utils/shell-rules';
import { UserAvatar } from './user-avatar';

/** The avatar menu of both headers: who is signed in, the lock screen and Sign Out (spec §2.3). */
export function AccountMenu() {
  const { t } = useTranslation('shell');
  const { user, property, signOut } = useShell();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const initials = user ? initialsOf(user.firstName, user.lastName) : '';

  return (
    <>
      <Hint title={t('account.menu')}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          // The name starts with the initials the button shows (WCAG 2.5.3, axe label-content-name-mismatch).
          aria-label={initials ? `${initials} · ${t('account.menu')}` : t('account.menu')}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
          sx={{ p: 0.5 }}
        >
          <UserAvatar user={user} size={34} />
        </IconButton>
      </Hint>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor != null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1 }} aria-hidden>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {name}
          </Typography>
          {(user?.email ?? property?.name) && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {user?.email ?? property?.name}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={Link} to={LOCK_SCREEN_PATH} onClick={close}>
          <ListItemIcon>
            <LockIcon fontSize="small" />
          </ListItemIcon>
          {t('account.lockScreen')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            signOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('account.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
