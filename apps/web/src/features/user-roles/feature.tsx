import GroupIcon from '@mui/icons-material/Group';
import { screenTable, type WebFeature } from '../../lib/routing';

/** The roles of the users of an administrator's organisations. */
export const userManagementFeature: WebFeature = {
  name: 'user-roles',
  texts: ['user-roles'],
  routes: screenTable(['OrgAdmin'], {
    usermanagement: ['/usermanagement', 'dashboard', () => import('./routes/user-management-page').then((m) => m.UserManagementPage)],
    newuserrole: ['/newuserrole', 'usermanagement', () => import('./routes/new-user-role-page').then((m) => m.NewUserRolePage)],
  }),
  drawer: [
    { key: 'users', position: 30, route: 'usermanagement', label: 'drawer.users', icon: <GroupIcon />, group: 'drawer.userManagementGroup', audience: 'signedIn', roles: ['OrgAdmin'] },
  ],
};
