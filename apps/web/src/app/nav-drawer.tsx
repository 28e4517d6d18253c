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
import LogoutIcon from '@mui/icons-material/Logout';
import type { RoleCode } from '@portal/domain';
import { Fragment } from 'react';
import { Link as RouterLink, useLocation } from '../lib/router';
import { useTranslation } from '../lib/use-translation';
import { api } from '../lib/api-client';
import { OrganizationSelect } from './organization-select';
import { hasAnyRole, pathTo, type DrawerItem } from '../lib/routing';
import { useSession } from '../session/session';
import { drawerItems } from './registry';

export const DRAWER_WIDTH = 350;

/** Which entries a visitor sees (pure, for tests): a group shows only when one of its entries does. */
export function visibleEntries(
  signedIn: boolean,
  roles: readonly RoleCode[],
  items: readonly DrawerItem[] = drawerItems,
  offered: (rel: string) => boolean = (rel) => api.has(rel),
): DrawerItem[] {
  return items.filter((e) => {
    if (e.rel && !offered(e.rel)) return false;
    if (e.audience === 'anonymous') return !signedIn;
    if (!signedIn) return false;
    if (!e.withoutRole && roles.length === 0) return false;
    return !e.roles || hasAnyRole(roles, e.roles);
  });
}

/** The entries in groups (in order of first appearance); entries without a group form one list. */
function groupsOf(entries: readonly DrawerItem[]): { group?: DrawerItem['group']; entries: DrawerItem[] }[] {
  const groups: { group?: DrawerItem['group']; entries: DrawerItem[] }[] = [];
  for (const entry of entries) {
    const existing = groups.find((g) => g.group === entry.group);
    if (existing) existing.entries.push(entry);
    else groups.push({ group: entry.group, entries: [entry] });
  }
  return groups;
}

/** The navigation drawer on the right (spec §2), 350 px wide (narrower on phones, leaving a strip to tap away). */
export function NavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // The content is a component of its own: a closed drawer renders nothing of it, so the frame's
  // renders (the first one above all) do not build every menu entry for nothing.
  return (
    <Drawer
      id="nav-drawer"
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('app.menu'), sx: { width: DRAWER_WIDTH, maxWidth: 'calc(100% - 40px)' } } }}
    >
      <NavDrawerContent onClose={onClose} />
    </Drawer>
  );
}

/** The user, the organisation (on phones) and the menu entries of the open drawer. */
function NavDrawerContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const signedIn = session.isAuthenticated;
  const entries = visibleEntries(signedIn, session.roles);
  const signedInGroups = groupsOf(entries.filter((e) => e.audience === 'signedIn'));
  const anonymous = entries.filter((e) => e.audience === 'anonymous');

  const item = (entry: DrawerItem) => {
    const path = pathTo(entry.route);
    return (
    <ListItem key={entry.key} disablePadding>
      <ListItemButton
        component={RouterLink}
        to={path}
        onClick={onClose}
        selected={pathname === path}
        aria-current={pathname === path ? 'page' : undefined}
      >
        <ListItemIcon>{entry.icon}</ListItemIcon>
        <ListItemText primary={t(entry.label)} />
      </ListItemButton>
    </ListItem>
    );
  };

  return (
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
      {signedInGroups.map(({ group, entries: list }, index) => (
        <Fragment key={group ?? `list-${index}`}>
          {index > 0 && <Divider />}
          {group ? (
            <List aria-labelledby={`drawer-${index}`} subheader={<ListSubheader id={`drawer-${index}`} component="li">{t(group)}</ListSubheader>}>
              {list.map(item)}
            </List>
          ) : (
            <List>{list.map(item)}</List>
          )}
        </Fragment>
      ))}
      {signedInGroups.length > 0 && <Divider />}
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
          anonymous.map(item)
        )}
      </List>
    </Box>
  );
}
