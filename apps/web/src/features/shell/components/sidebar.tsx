import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Hint } from '../../../components/hint/hint';
import { APP_NAME } from '../../../config/env';
import { useLayoutConfig } from '../hooks/use-layout-config';
import { useShell } from '../hooks/use-shell';
import type { SidebarStyle } from '../stores/layout-config';
import { SIDEBAR_PALETTE, type ColorPair } from '../theme/colors';
import { LOCK_SCREEN_PATH } from '../utils/shell-rules';
import { scrollAreaSx } from './scrollbar';
import { SIDEBAR_ID } from './side-header';
import { ShellLogo } from './shell-logo';
import { SidenavMenu } from './sidenav-menu';
import { UserAvatar } from './user-avatar';

export const SIDEBAR_WIDTHS: Record<SidebarStyle, number> = {
  full: 260,
  compact: 72,
  'compact-big': 104,
  closed: 0,
};

/**
 * The side sidebar (spec §2.3, §4). From 960 px it is locked open beside the content, as wide as the sidebar style
 * says; a compact rail expands on mouse-over (and keyboard focus) and re-compacts on leave when the compact toggle is
 * on. Under 960 px it is closed after load and on every screen-size change, and opens over the content with a
 * backdrop that closes it.
 */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const { config, dispatch } = useLayoutConfig();
  const [hovered, setHovered] = useState(false);
  const colors = SIDEBAR_PALETTE[config.sidebarColor];
  const close = () => dispatch({ type: 'set', patch: { sidebarStyle: 'closed' } });

  if (config.isMobile) {
    return (
      <Drawer
        variant="temporary"
        anchor={config.dir === 'rtl' ? 'right' : 'left'}
        open={config.sidebarStyle !== 'closed'}
        onClose={close}
        slotProps={{
          paper: {
            id: SIDEBAR_ID,
            'aria-label': t('layout.sidebar'),
            sx: { width: 280, maxWidth: '86vw', bgcolor: colors.background, color: colors.text, border: 0 },
          },
        }}
      >
        <SidebarContent colors={colors} collapsed={false} mobile onClose={close} />
      </Drawer>
    );
  }

  const style = config.sidebarStyle;
  const compact = style === 'compact' || style === 'compact-big';
  const canExpand = compact && config.sidebarCompactToggle;
  const expanded = canExpand && hovered;
  const collapsed = compact && !expanded;
  const railWidth = SIDEBAR_WIDTHS[style];
  const panelWidth = expanded ? SIDEBAR_WIDTHS.full : railWidth;

  return (
    <Box
      component="aside"
      aria-label={t('layout.sidebar')}
      id={SIDEBAR_ID}
      data-sidebar-style={style}
      data-expanded={expanded || undefined}
      onMouseEnter={() => canExpand && setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => canExpand && setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHovered(false);
      }}
      sx={{
        position: 'relative',
        flexShrink: 0,
        width: railWidth,
        transition: 'width 200ms ease',
        visibility: style === 'closed' ? 'hidden' : 'visible',
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          insetBlock: 0,
          insetInlineStart: 0,
          width: panelWidth,
          overflow: 'hidden',
          bgcolor: colors.background,
          color: colors.text,
          transition: 'width 200ms ease, box-shadow 200ms ease',
          boxShadow: expanded ? '0 10px 40px rgba(0,0,0,0.35)' : 'none',
          borderInlineEnd: '1px solid',
          borderColor: alpha(colors.text, 0.08),
        }}
      >
        <SidebarContent colors={colors} collapsed={collapsed} mobile={false} />
      </Box>
    </Box>
  );
}

type ContentProps = { colors: ColorPair; collapsed: boolean; mobile: boolean; onClose?: () => void };

function SidebarContent({ colors, collapsed, mobile, onClose }: ContentProps) {
  const { t } = useTranslation('shell');
  const { config, dispatch } = useLayoutConfig();
  const { user, property, menu, signOut } = useShell();
  const compactOn = config.sidebarStyle === 'compact';
  const iconButtonSx = {
    color: colors.text,
    bgcolor: alpha(colors.text, 0.08),
    '&:hover': { bgcolor: alpha(colors.text, 0.16) },
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', width: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          minHeight: 64,
          px: collapsed ? 0 : 2,
          justifyContent: collapsed ? 'center' : 'flex-start',
          borderBottom: '1px solid',
          borderColor: alpha(colors.text, 0.08),
        }}
      >
        <ShellLogo property={property} size={34} />
        {!collapsed && (
          <Typography component="span" noWrap sx={{ fontWeight: 800, fontSize: 18, flexGrow: 1 }}>
            {APP_NAME}
          </Typography>
        )}
        {!collapsed && mobile && (
          <IconButton onClick={onClose} aria-label={t('layout.closeMenu')} sx={{ color: colors.text }}>
            <CloseIcon />
          </IconButton>
        )}
        {!collapsed && !mobile && (
          <Hint title={compactOn ? t('layout.expandSidebar') : t('layout.collapseSidebar')}>
            <IconButton
              size="small"
              onClick={() => dispatch({ type: 'collapseSidebar' })}
              aria-label={compactOn ? t('layout.expandSidebar') : t('layout.collapseSidebar')}
              aria-pressed={compactOn}
              sx={{ color: colors.muted }}
            >
              {compactOn === (config.dir === 'rtl') ? <ChevronLeftIcon /> : <ChevronRightIcon />}
            </IconButton>
          </Hint>
        )}
      </Box>

      <Box
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          textAlign: 'center',
          gap: 1,
          px: collapsed ? 0.5 : 2,
          py: 2,
        }}
      >
        <UserAvatar user={user} size={collapsed ? 40 : 64} ring={alpha(colors.text, 0.18)} />
        {!collapsed && (
          <Box sx={{ minWidth: 0, maxWidth: '100%' }}>
            {user && (
              <Typography noWrap sx={{ fontWeight: 700, fontSize: 15 }}>
                {`${user.firstName} ${user.lastName}`}
              </Typography>
            )}
            {property && (
              <Typography noWrap sx={{ fontSize: 13, color: colors.muted }}>
                {property.name}
              </Typography>
            )}
          </Box>
        )}
        <Box
          sx={{
            display: 'flex',
            flexDirection: collapsed ? 'column' : 'row',
            gap: 1,
            mt: collapsed ? 0.5 : 0.5,
          }}
        >
          <Hint title={t('sidebar.lockScreen')}>
            <IconButton
              size="small"
              component={Link}
              to={LOCK_SCREEN_PATH}
              aria-label={t('sidebar.lockScreen')}
              sx={iconButtonSx}
            >
              <LockIcon fontSize="small" />
            </IconButton>
          </Hint>
          <Hint title={t('sidebar.refreshMenu')}>
            <IconButton
              size="small"
              onClick={menu.refresh}
              aria-label={t('sidebar.refreshMenu')}
              sx={iconButtonSx}
            >
              <RefreshIcon fontSize="small" />
            </IconButton>
          </Hint>
          <Hint title={t('sidebar.signOut')}>
            <IconButton size="small" onClick={signOut} aria-label={t('sidebar.signOut')} sx={iconButtonSx}>
              <LogoutIcon fontSize="small" />
            </IconButton>
          </Hint>
        </Box>
      </Box>

      <Box
        component="nav"
        aria-label={t('layout.mainNavigation')}
        aria-busy={menu.isLoading}
        sx={[
          { flex: 1, minHeight: 0, pb: 2, borderTop: '1px solid', borderColor: alpha(colors.text, 0.08) },
          scrollAreaSx(config.perfectScrollbar, alpha(colors.text, 0.3)),
        ]}
      >
        {menu.isLoading ? (
          <MenuSkeleton colors={colors} collapsed={collapsed} />
        ) : menu.isError ? (
          !collapsed && (
            <Typography role="status" sx={{ px: 2.5, py: 2, fontSize: 13, color: colors.muted }}>
              {t('sidebar.menuUnavailable')}
            </Typography>
          )
        ) : (
          <SidenavMenu items={menu.menu} colors={colors} collapsed={collapsed} />
        )}
      </Box>
    </Box>
  );
}

function MenuSkeleton({ colors, collapsed }: { colors: ColorPair; collapsed: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Box role="status" aria-label={t('sidebar.loadingMenu')} sx={{ px: 2, py: 1.5 }}>
      {[0, 1, 2, 3, 4, 5].map((row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <Skeleton variant="rounded" width={22} height={22} sx={{ bgcolor: alpha(colors.text, 0.12) }} />
          {!collapsed && (
            <Skeleton
              variant="rounded"
              height={14}
              sx={{ flex: 1, maxWidth: 150 - row * 12, bgcolor: alpha(colors.text, 0.12) }}
            />
          )}
        </Box>
      ))}
    </Box>
  );
}
