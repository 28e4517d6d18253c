import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigationType } from '../lib/router';
import { useTranslation } from '../lib/use-translation';
import { errorStore } from '../lib/error-store';
import { Footer } from './footer';
import { RefusedScreen } from './refused-screen';
import { areaRelOf } from './registry';
import { api } from '../lib/api-client';
import { useRouteMeta } from '../lib/navigation';
import { guardDecision, safeRedirect, pathTo } from '../lib/routing';
import { prerenderTakenOver } from '../lib/prerendered';
import { whenIdle } from '../lib/when-idle';
import { SessionProvider, useSession } from '../session/session';
import { TopBar } from './top-bar';

const loadNavDrawer = () => import('./nav-drawer').then((m) => ({ default: m.NavDrawer }));
/** The drawer is a chunk of its own: no screen needs it before the menu button is pressed. */
const NavDrawer = lazy(loadNavDrawer);

/** The root route: session, frame (top bar, drawer, footer) and the route guard around every screen. */
/** The spinner shown while the user, the root links or a screen's code load. */
export function LoadingSpinner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

export function RootLayout() {
  return (
    <SessionProvider>
      <AppShell />
    </SessionProvider>
  );
}

/** Whether the root offers the area of the route (undefined for a route outside an area); the root is loaded once the session is ready. */
function areaOffered(routeName: string | undefined): boolean | undefined {
  const rel = areaRelOf(routeName);
  return rel === undefined ? undefined : api.has(rel);
}

/** The frame around the current screen; `RootLayout` gives it the session (the prerender a visitor's). */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const meta = useRouteMeta();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Once opened, the drawer stays mounted, so that it closes with its transition.
  const [drawerOpened, setDrawerOpened] = useState(false);

  useEffect(prerenderTakenOver, []);
  // Fetched once the screen is up, so that the first press of the menu button finds the drawer there.
  useEffect(() => whenIdle(() => void loadNavDrawer()), []);

  // Spec §2: every navigation clears the current error.
  useLayoutEffect(() => {
    errorStore.clear();
  }, [location.key]);

  // A new screen opens at its top (its heading and success message in view); back and forward keep the browser's position.
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [location.pathname, navigationType]);

  const { sessionLost, acknowledgeSessionLost } = session;
  const onLogin = location.pathname === pathTo('login');
  useEffect(() => {
    if (sessionLost && onLogin) acknowledgeSessionLost();
  }, [sessionLost, onLogin, acknowledgeSessionLost]);

  let content;
  if (sessionLost && !onLogin) {
    // Spec §4: a session that cannot be renewed leads to the login route, which returns here afterwards.
    const back = safeRedirect(location.pathname + location.search);
    content = (
      <Navigate
        to={back && location.pathname !== pathTo('dashboard') ? pathTo('login', {}, { redirect: back }) : pathTo('login')}
        state={{ sessionExpired: true }}
        replace
      />
    );
  } else if (!session.ready) {
    // The welcome of the dashboard need not wait for the user's roles: on a slow line, two round trips.
    content = meta?.whileSessionStarts ? <Outlet /> : <LoadingSpinner />;
  } else {
    const decision = guardDecision({
      authorize: meta?.authorize,
      isAuthenticated: session.isAuthenticated,
      userLoaded: session.user !== null,
      roles: session.roles,
      requested: location.pathname + location.search,
      areaOffered: areaOffered(meta?.name),
    });
    content = decision.allow ? <Outlet /> : 'refused' in decision ? <RefusedScreen roles={decision.refused} area={decision.area} /> : <Navigate to={decision.to} replace />;
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          left: -10000,
          top: 0,
          zIndex: 2000,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { left: 8, top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Link>
      <TopBar
        drawerOpen={drawerOpen}
        onMenu={() => {
          setDrawerOpen(true);
          setDrawerOpened(true);
        }}
      />
      {/* Up to 1536 px: the wide lists (performances, rankings) show every column on a 1366 px screen. */}
      <Container component="main" id="main" tabIndex={-1} maxWidth="xl" sx={{ flexGrow: 1, py: { xs: 2, sm: 3 }, px: { xs: 1, sm: 2 }, outline: 'none' }}>
        {session.notice && (
          <Alert severity="info" role="status" onClose={session.dismissNotice} sx={{ mb: 2 }}>
            {session.notice}
          </Alert>
        )}
        {content}
      </Container>
      <Footer />
      {drawerOpened && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
