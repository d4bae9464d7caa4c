import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { Hint } from '../../../components/hint/hint';
import { useLayoutConfig } from '../hooks/use-layout-config';
import { useShell } from '../hooks/use-shell';
import { BAR_PALETTE } from '../theme/colors';
import { AccountMenu } from './account-menu';
import { barSx } from './bar-colors';
import { HomeButton, UpgradeButton } from './header-buttons';
import { LanguageMenu } from './language-menu';
import { ShellLogo } from './shell-logo';

export const SIDEBAR_ID = 'shell-sidebar';

/**
 * The header of the side layout (spec §2.3): the menu toggle (hidden while the sidebar is compact), the Home button
 * (COMPLETED properties only), then 'Upgrade Now', the slots of other features, the language and avatar menus.
 */
export function SideHeader({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation('shell');
  const { config, dispatch } = useLayoutConfig();
  const { property } = useShell();
  const open = config.sidebarStyle !== 'closed';
  return (
    <AppBar
      position="static"
      elevation={0}
      sx={[barSx(BAR_PALETTE[config.topbarColor], 'bottom'), { zIndex: 2 }]}
    >
      <Toolbar sx={{ gap: 1, minHeight: { xs: 60, sm: 64 }, px: { xs: 1, sm: 2 } }}>
        {config.sidebarStyle !== 'compact' && (
          <Hint title={t('layout.toggleSidebar')}>
            <IconButton
              color="inherit"
              edge="start"
              onClick={() => dispatch({ type: 'toggleSidebar' })}
              aria-label={t('layout.toggleSidebar')}
              aria-expanded={open}
              aria-controls={SIDEBAR_ID}
            >
              <MenuIcon />
            </IconButton>
          </Hint>
        )}
        {config.isMobile && <ShellLogo property={property} size={30} />}
        <HomeButton />
        <Box sx={{ flexGrow: 1 }} />
        <UpgradeButton compact={config.isMobile} />
        {actions}
        <LanguageMenu />
        <AccountMenu />
      </Toolbar>
    </AppBar>
  );
}
