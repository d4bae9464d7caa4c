import { homePath as defaultHomePath } from '@bookone/domain';
import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';

import {
  NotificationsDrawerContext,
  type NotificationsDrawerState,
} from '../../../components/layout/notifications-drawer-context';
import { getSessionProperty, getSessionRoles } from '../../../lib/session';
import { useStoredLanguage } from '../hooks/use-language';
import { LayoutConfigContext, useLayoutConfig, useLayoutConfigState } from '../hooks/use-layout-config';
import { ShellContext, type ShellContextValue, type ShellUser } from '../hooks/use-shell';
import { useSidebarMenu } from '../hooks/use-sidebar-menu';
import { useSignOut } from '../hooks/use-sign-out';
import { createShellTheme } from '../theme/themes';
import { Breadcrumb } from './breadcrumb';
import { Customizer } from './customizer';
import { Footer } from './footer';
import { LayoutProgress } from './layout-progress';
import { NotificationsDrawer } from './notifications-drawer';
import { scrollAreaSx } from './scrollbar';
import { SideHeader } from './side-header';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopHeader } from './top-header';

export type AdminLayoutProps = {
  /** The signed-in user (GET /api/user/findById), shown in the sidebar and the avatar menu. */
  user: ShellUser | null;
  /** Other features' header buttons (notifications, search, share), before the avatar menu in both headers. */
  headerActions?: ReactNode;
  /** The content of the slide-in notifications drawer. */
  notificationsPanel?: ReactNode;
  /** The routed page; defaults to the route outlet. */
  children?: ReactNode;
};

/**
 * The admin layout of spec §2.2: side or top navigation, breadcrumb, routed content, footer, a progress bar while
 * routes load, the notifications drawer and the layout customizer, in the theme and colours of the layout
 * configuration.
 */
export function AdminLayout({ user, headerActions, notificationsPanel, children }: AdminLayoutProps) {
  const layout = useLayoutConfigState();
  const { config } = layout;
  useStoredLanguage();
  const [session] = useState(() => ({ roles: getSessionRoles(), property: getSessionProperty() }));
  const menu = useSidebarMenu(config.sideMenuType);
  const signOut = useSignOut();
  const [notificationsOpen, setNotificationsOpen] = useState(false);

  const theme = useMemo(() => createShellTheme(config.matTheme, config.dir), [config.matTheme, config.dir]);

  useEffect(() => {
    document.body.classList.add(config.matTheme);
    return () => document.body.classList.remove(config.matTheme);
  }, [config.matTheme]);

  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute('dir', config.dir);
    return () => root.removeAttribute('dir');
  }, [config.dir]);

  const shell: ShellContextValue = {
    user,
    roles: session.roles,
    property: session.property,
    menu,
    homePath: menu.homePath ?? defaultHomePath(session.property, session.roles),
    signOut: () => void signOut(),
  };
  const drawer = useMemo<NotificationsDrawerState>(
    () => ({
      open: notificationsOpen,
      toggle: () => setNotificationsOpen((open) => !open),
      setOpen: setNotificationsOpen,
    }),
    [notificationsOpen],
  );

  return (
    <LayoutConfigContext.Provider value={layout}>
      <ShellContext.Provider value={shell}>
        <NotificationsDrawerContext.Provider value={drawer}>
          <ThemeProvider theme={theme}>
            <GlobalStyles
              styles={{
                body: {
                  backgroundColor: theme.palette.background.default,
                  color: theme.palette.text.primary,
                  colorScheme: theme.palette.mode,
                },
              }}
            />
            <ShellFrame headerActions={headerActions} notificationsPanel={notificationsPanel}>
              {children ?? <Outlet />}
            </ShellFrame>
          </ThemeProvider>
        </NotificationsDrawerContext.Provider>
      </ShellContext.Provider>
    </LayoutConfigContext.Provider>
  );
}

function ShellFrame({
  headerActions,
  notificationsPanel,
  children,
}: {
  headerActions: ReactNode;
  notificationsPanel: ReactNode;
  children: ReactNode;
}) {
  const { config } = useLayoutConfig();
  const location = useLocation();
  const scrollArea = useRef<HTMLDivElement>(null);

  // Spec §2.2: every navigation end scrolls the content area back to the top.
  useEffect(() => {
    if (scrollArea.current) scrollArea.current.scrollTop = 0;
  }, [location.key]);

  const side = config.navigationPos === 'side';
  const header = side ? <SideHeader actions={headerActions} /> : <TopHeader actions={headerActions} />;
  const footer = <Footer />;

  return (
    <Box
      data-layout={config.navigationPos}
      sx={{ display: 'flex', height: '100dvh', bgcolor: 'background.default', color: 'text.primary' }}
    >
      <SkipLink />
      {(side || config.isMobile) && <Sidebar />}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {config.topbarFixed && header}
        <LayoutProgress />
        <Box
          ref={scrollArea}
          data-scroll-area
          sx={[
            { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
            scrollAreaSx(config.perfectScrollbar),
          ]}
        >
          {!config.topbarFixed && header}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flex: '1 0 auto', p: { xs: 2, sm: 3, md: 4 }, outline: 'none' }}
          >
            {config.useBreadcrumb && <Breadcrumb variant={config.breadcrumb} />}
            {children}
          </Box>
          {!config.footerFixed && footer}
        </Box>
        {config.footerFixed && footer}
      </Box>
      <NotificationsDrawer>{notificationsPanel}</NotificationsDrawer>
      <Customizer />
    </Box>
  );
}
