import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import GroupIcon from '@mui/icons-material/Group';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { licenserRoles, type RoleCode } from '@portal/domain';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client';
import { OrganizationSelect } from './organization-select';
import { hasAnyRole } from './route-config';
import { useSession } from './session';

export const DRAWER_WIDTH = 350;

/** Who sees an entry: anonymous only, or signed in with optional roles and whether a role is needed at all. */
export interface DrawerEntry {
  key: string;
  group?: 'userManagement';
  path: string;
  label: string;
  icon: ReactNode;
  audience: 'anonymous' | 'signedIn';
  /** One of these roles in the current organisation. */
  roles?: readonly RoleCode[];
  /**
   * Spec §2: every signed-in entry needs at least one role — except the ones a user without a role
   * needs to get one (role requests, verification) and logout.
   */
  withoutRole?: boolean;
}

/** The drawer entries of spec §2 for areas that exist so far (statistics, approval, records come later). */
export const drawerEntries: readonly Omit<DrawerEntry, 'label' | 'icon'>[] = [
  { key: 'users', group: 'userManagement', path: '/usermanagement', audience: 'signedIn', roles: ['OrgAdmin'] },
  { key: 'roleRequests', group: 'userManagement', path: '/rolerequests', audience: 'signedIn', withoutRole: true },
  // Licence: licensers (OrgAdmin, OrgUser, Official) — the admin is one of them.
  { key: 'license', path: '/license', audience: 'signedIn', roles: licenserRoles },
  { key: 'verification', path: '/verification', audience: 'signedIn', withoutRole: true },
];

/** Which entries a visitor sees (pure, for tests). */
export function visibleEntries(signedIn: boolean, roles: readonly RoleCode[]) {
  return drawerEntries.filter((e) => {
    if (e.audience === 'anonymous') return !signedIn;
    if (!signedIn) return false;
    if (!e.withoutRole && roles.length === 0) return false;
    return !e.roles || hasAnyRole(roles, e.roles);
  });
}

const icons: Record<string, ReactNode> = {
  users: <GroupIcon />,
  roleRequests: <HowToRegIcon />,
  license: <VpnKeyIcon />,
  verification: <VerifiedUserIcon />,
};

const labels: Record<string, string> = {
  users: 'drawer.users',
  roleRequests: 'drawer.roleRequests',
  license: 'drawer.license',
  verification: 'drawer.verification',
};

/** The navigation drawer on the right (spec §2), 350 px wide (narrower on phones, leaving a strip to tap away). */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const signedIn = session.isAuthenticated;
  const entries = visibleEntries(signedIn, session.roles);
  const grouped = entries.filter((e) => e.group === 'userManagement');
  const single = entries.filter((e) => !e.group);

  const item = (key: string, path: string, label: string, icon: ReactNode) => (
    <ListItem key={key} disablePadding>
      <ListItemButton
        component={RouterLink}
        to={path}
        onClick={onClose}
        selected={pathname === path}
        aria-current={pathname === path ? 'page' : undefined}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );

  return (
    <Drawer
      id="nav-drawer"
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('app.menu'), sx: { width: DRAWER_WIDTH, maxWidth: 'calc(100% - 40px)' } } }}
    >
      <Box component="nav" aria-label={t('app.menu')}>
        <Box sx={{ p: 2, pr: 7, bgcolor: 'primary.main', color: 'primary.contrastText', position: 'relative', minHeight: 64 }}>
          <IconButton onClick={onClose} aria-label={t('common.close')} color="inherit" sx={{ position: 'absolute', right: 8, top: 12 }}>
            <CloseIcon />
          </IconButton>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {session.user ? session.user.fullName : t('app.title')}
          </Typography>
          {session.user && (
            <Typography variant="body2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {session.user.email}
            </Typography>
          )}
        </Box>
        {narrow && signedIn && session.ready && api.rootLoaded && session.organizations.length > 0 && (
          <Box sx={{ p: 2 }}>
            <OrganizationSelect />
          </Box>
        )}
        {grouped.length > 0 && (
          <List aria-labelledby="drawer-user-management" subheader={<ListSubheader id="drawer-user-management" component="li">{t('drawer.userManagementGroup')}</ListSubheader>}>
            {grouped.map((e) => item(e.key, e.path, t(labels[e.key]), icons[e.key]))}
          </List>
        )}
        {grouped.length > 0 && single.length > 0 && <Divider />}
        {single.length > 0 && <List>{single.map((e) => item(e.key, e.path, t(labels[e.key]), icons[e.key]))}</List>}
        {(grouped.length > 0 || single.length > 0) && <Divider />}
        <List>
          {signedIn ? (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  void session.logout();
                }}
              >
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary={t('drawer.logout')} />
              </ListItemButton>
            </ListItem>
          ) : (
            <>
              {item('login', '/login', t('drawer.login'), <LoginIcon />)}
              {item('register', '/register', t('drawer.register'), <PersonAddIcon />)}
            </>
          )}
        </List>
      </Box>
    </Drawer>
  );
}
