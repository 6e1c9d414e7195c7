// The page frame: skip link, top bar (when docs/product.md §2 wants one), burger menu on small screens,
// and the routed page.
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageLoader } from '../ui/PageLoader';
import { HEADER_HEIGHT } from '../ui/theme';
import { useMutationAction } from '../ui/useMutationAction';
import { useAuth } from '../auth/AuthProvider';
import { OfflineBanner } from '../offline/OfflineBanner';
import { MobileNav, TopBar } from './TopBar';
import classes from './TopBar.module.css';

function focusMain() {
  const main = document.getElementById('main-content');
  main?.focus();
  main?.scrollIntoView();
}

export function AppLayout() {
  const { user, loading, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpened, menu] = useDisclosure(false);
  const { busy, run } = useMutationAction();
  const loggingOut = busy !== null;

  // Close the burger menu whenever the page changes.
  useEffect(() => menu.close(), [location.pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const onLanding = location.pathname === '/';
  const showBar = !loading && (user !== null || onLanding);

  const logout = () =>
    void run(
      'signOut',
      () => {
        menu.close();
        // Leave the protected page before `me` turns null, or its guard sends us on to /login.
        void navigate('/', { flushSync: true });
        return signOut();
      },
      { failure: 'Failed to sign out' },
    );

  return (
    <>
      {showBar && (
        <button type="button" className={classes.skipLink} onClick={focusMain}>
          Skip to main content
        </button>
      )}
      <AppShell
        header={showBar ? { height: HEADER_HEIGHT } : undefined}
        navbar={
          user
            ? { width: 280, breakpoint: 'md', collapsed: { desktop: true, mobile: !menuOpened } }
            : undefined
        }
        padding={0}
      >
        {showBar && (
          <AppShell.Header>
            <TopBar
              user={user}
              menuOpened={menuOpened}
              onToggleMenu={menu.toggle}
              onLogout={logout}
              loggingOut={loggingOut}
            />
          </AppShell.Header>
        )}
        {user && (
          <AppShell.Navbar inert={!menuOpened}>
            {menuOpened && (
              <MobileNav onNavigate={menu.close} onLogout={logout} loggingOut={loggingOut} />
            )}
          </AppShell.Navbar>
        )}
        <AppShell.Main
          id="main-content"
          tabIndex={-1}
          bg={onLanding ? undefined : 'gray.0'}
          style={{ outline: 'none' }}
        >
          <OfflineBanner />
          {/* Pages are loaded on first visit (routes.tsx); the bar stays while one downloads. */}
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </>
  );
}
