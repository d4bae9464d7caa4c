import CloseIcon from '@mui/icons-material/Close';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useNotificationsDrawer } from '../../../components/layout/notifications-drawer-context';
import { useLayoutConfig } from '../hooks/use-layout-config';
import { scrollAreaSx } from './scrollbar';

/**
 * The slide-in notifications panel of the admin layout (spec §2.2). Its content (with its own heading) comes from
 * the notifications feature; without it the drawer shows a titled empty state.
 */
export function NotificationsDrawer({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { open, setOpen } = useNotificationsDrawer();
  const { config } = useLayoutConfig();
  return (
    <Drawer
      anchor={config.dir === 'rtl' ? 'left' : 'right'}
      open={open}
      onClose={() => setOpen(false)}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-label': t('notifications.title'),
          sx: { width: children ? 'auto' : 380, maxWidth: '100vw', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      {children ? (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
          <Button size="small" color="inherit" startIcon={<CloseIcon />} onClick={() => setOpen(false)}>
            {t('notifications.close')}
          </Button>
        </Box>
      ) : (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 2,
            minHeight: 64,
            borderBottom: '1px solid',
            borderColor: 'divider',
          }}
        >
          <NotificationsNoneIcon color="primary" aria-hidden />
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 18, flexGrow: 1 }}>
            {t('notifications.title')}
          </Typography>
          <IconButton onClick={() => setOpen(false)} aria-label={t('notifications.close')}>
            <CloseIcon />
          </IconButton>
        </Box>
      )}
      <Box sx={[{ flex: 1, minHeight: 0 }, scrollAreaSx(config.perfectScrollbar)]}>
        {children ?? (
          <Typography sx={{ p: 3, color: 'text.secondary', textAlign: 'center' }}>
            {t('notifications.empty')}
          </Typography>
        )}
      </Box>
    </Drawer>
  );
}
