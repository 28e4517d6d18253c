import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import HomeIcon from '@mui/icons-material/Home';
import MenuIcon from '@mui/icons-material/Menu';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from '../lib/router';
import { useTranslation } from '../lib/use-translation';
import { api } from '../lib/api-client';
import { LanguageMenu } from './language-menu';
import { useSession } from '../session/session';
import { pathTo } from '../lib/routing';

/** The organisation selector is a chunk of its own: it shows only once a signed-in user's session has started. */
const OrganizationSelect = lazy(() => import('./organization-select').then((m) => ({ default: m.OrganizationSelect })));

/** Logo, title, organisation selector (wide screens), language, home and the drawer button (spec §2). */
export function TopBar({ drawerOpen, onMenu }: { drawerOpen: boolean; onMenu: () => void }) {
  const { t } = useTranslation();
  const { isAuthenticated, ready, user } = useSession();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const showOrganization = wide && isAuthenticated && ready && user !== null && api.rootLoaded;
  return (
    <AppBar position="sticky" elevation={1}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 } }}>
        <Box
          component={RouterLink}
          to={pathTo('dashboard')}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0, flexGrow: 1 }}
        >
          <Box component="img" src="/logo.svg" alt="" sx={{ width: 36, height: 36, flexShrink: 0, bgcolor: 'common.white', borderRadius: '50%' }} />
          <Typography variant="h6" component="span" noWrap sx={{ fontSize: { xs: '1rem', sm: '1.25rem' } }}>
            {t('app.title')}
          </Typography>
        </Box>
        {showOrganization && (
          <Suspense fallback={null}>
            <OrganizationSelect onDark />
          </Suspense>
        )}
        <LanguageMenu />
        <IconButton color="inherit" component={RouterLink} to={pathTo('dashboard')} aria-label={t('app.home')}>
          <HomeIcon />
        </IconButton>
        <IconButton
          color="inherit"
          edge="end"
          aria-label={t('app.menu')}
          aria-controls="nav-drawer"
          aria-expanded={drawerOpen ? 'true' : 'false'}
          onClick={onMenu}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
