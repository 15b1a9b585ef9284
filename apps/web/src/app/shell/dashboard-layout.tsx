import { AppShell, Box } from '@mantine/core';
import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { ListAgeBanner } from '../../features/lists-in-force/components/list-age-banner';
import { useLayoutMode, useSidebarCollapsed } from '../../lib/preferences';
import { useSession } from '../../lib/session';
import { AppHeader } from './app-header';
import { MobileNavDrawer } from './mobile-nav-drawer';
import { navigationFor } from './navigation-for-session';
import { Sidebar } from './sidebar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopNav } from './top-nav';

const HEADER_HEIGHT = 60;
const TOP_NAV_HEIGHT = 48;
/** Spec 1 §9: sidebar width 260px. The collapsed rail keeps the icons. */
const SIDEBAR_WIDTH = 260;
const RAIL_WIDTH = 72;

/** Spec 1 §2.2: the /dashboard shell, laid out by the saved layout mode. */
export function DashboardLayout() {
  const session = useSession();
  const [layoutMode] = useLayoutMode();
  const [sidebarCollapsed, setSidebarCollapsed] = useSidebarCollapsed();
  const logout = useLogout();
  const { pathname } = useLocation();
  // The mobile menu belongs to the page it was opened on: any navigation closes it.
  const [mobileMenuPath, setMobileMenuPath] = useState<string | null>(null);
  const mobileMenuOpened = mobileMenuPath === pathname;
  const closeMobileMenu = () => setMobileMenuPath(null);

  // Signed out meanwhile (another tab, a failed refresh): the loader's guard only runs on navigation.
  if (!session) return <Navigate to="/login" replace />;

  const entries = navigationFor(session);
  const withSidebar = layoutMode === 'sidebar';
  return (
    <AppShell
      header={{ height: withSidebar ? HEADER_HEIGHT : { base: HEADER_HEIGHT, sm: HEADER_HEIGHT + TOP_NAV_HEIGHT } }}
      navbar={
        withSidebar
          ? {
              width: sidebarCollapsed ? RAIL_WIDTH : SIDEBAR_WIDTH,
              breakpoint: 'sm',
              collapsed: { mobile: true },
            }
          : undefined
      }
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <AppHeader
          session={session}
          mobileMenuOpened={mobileMenuOpened}
          onMobileMenuToggle={() => setMobileMenuPath(mobileMenuOpened ? null : pathname)}
          onLogout={logout}
        />
        {!withSidebar && (
          <Box visibleFrom="sm">
            <TopNav entries={entries} />
          </Box>
        )}
      </AppShell.Header>
      {withSidebar && (
        <Sidebar entries={entries} collapsed={sidebarCollapsed} onCollapsedChange={setSidebarCollapsed} />
      )}
      {/* Focusable by script only, so that following the skip link moves the keyboard focus here. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <ListAgeBanner />
        <Outlet />
      </AppShell.Main>
      <MobileNavDrawer
        opened={mobileMenuOpened}
        onClose={closeMobileMenu}
        entries={entries}
        session={session}
        onLogout={logout}
      />
    </AppShell>
  );
}
