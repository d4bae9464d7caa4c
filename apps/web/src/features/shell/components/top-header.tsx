import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { alpha } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { APP_NAME } from '../../../config/env';
import { useLayoutConfig } from '../hooks/use-layout-config';
import { useShell } from '../hooks/use-shell';
import { BAR_PALETTE } from '../theme/colors';
import { AccountMenu } from './account-menu';
import { barSx } from './bar-colors';
import { LanguageSelect } from './language-menu';
import { SIDEBAR_ID } from './side-header';
import { ShellLogo } from './shell-logo';
import { ThemeMenu } from './theme-menu';
import { TopMenu } from './top-menu';

/**
 * The header of the top layout (spec §2.3): brand logo, the menu (desktop; on mobile a toggle opens it in a
 * drawer), the language select (desktop only), the colour scheme menu, the other features' slots (notifications)
 * and the account menu.
 */
export function TopHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { config, dispatch } = useLayoutConfig();
  const { property, homePath, menu } = useShell();
  const colors = BAR_PALETTE[config.topbarColor];
  const mobile = config.isMobile;
  return (
    <AppBar position="static" elevation={0} sx={[barSx(colors, 'bottom'), { zIndex: 2 }]}>
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 64 }, px: { xs: 1, sm: 2 } }}>
        {mobile && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => dispatch({ type: 'toggleSidebar' })}
            aria-label={t('layout.openMenu')}
            aria-expanded={config.sidebarStyle !== 'closed'}
            aria-controls={SIDEBAR_ID}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={Link}
          to={homePath}
          aria-label={t('layout.brandHome', { appName: APP_NAME })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            color: 'inherit',
            textDecoration: 'none',
            mr: 1,
          }}
        >
          <ShellLogo property={property} size={32} />
          <Typography
            component="span"
            sx={{ fontWeight: 800, fontSize: 18, display: { xs: 'none', sm: 'block' } }}
          >
            {APP_NAME}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {actions}
        {!mobile && <LanguageSelect />}
        <ThemeMenu />
        <AccountMenu />
      </Toolbar>
      {!mobile && (
        <Box
          component="nav"
          aria-label={t('layout.mainNavigation')}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            px: 2,
            minHeight: 48,
            borderTop: `1px solid ${alpha(colors.text, 0.12)}`,
            overflowX: 'auto',
          }}
        >
          <TopMenu items={menu.menu} colors={colors} />
        </Box>
      )}
    </AppBar>
  );
}
