import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { useShell } from '../hooks/use-shell';
import { LOCK_SCREEN_PATH } from '../utils/shell-rules';

/** The account menu's popup (account-menu.tsx), in its own chunk: who is signed in, the lock screen, Sign Out. */
export default function AccountMenuPopup({
  id,
  anchor,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('shell');
  const { user, property, signOut } = useShell();
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor != null}
      onClose={onClose}
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
      <MenuItem component={Link} to={LOCK_SCREEN_PATH} onClick={onClose}>
        <ListItemIcon>
          <LockIcon fontSize="small" />
        </ListItemIcon>
        {t('account.lockScreen')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          signOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('account.signOut')}
      </MenuItem>
    </Menu>
  );
}
