import HowToRegIcon from '@mui/icons-material/HowToReg';
import type { WebFeature } from '../../lib/routing';

/** Requests for roles, and the administrators' decisions on them. */
export const roleRequestsFeature: WebFeature = {
  name: 'role-requests',
  routes: [
    {
      name: 'rolerequests',
      path: '/rolerequests',
      parent: 'dashboard',
      authorize: [],
      screen: () => import('./routes/role-requests-page').then((m) => m.RoleRequestsPage),
    },
    {
      name: 'newrolerequest',
      path: '/newrolerequest',
      parent: 'rolerequests',
      authorize: [],
      screen: () => import('./routes/new-role-request-page').then((m) => m.NewRoleRequestPage),
    },
    {
      name: 'rejectrolerequest',
      path: '/rejectrolerequest/:roleId/:userId/:organizationId',
      parent: 'rolerequests',
      authorize: [],
      screen: () => import('./routes/reject-role-request-page').then((m) => m.RejectRoleRequestPage),
    },
  ],
  drawer: [
    {
      key: 'roleRequests',
      route: 'rolerequests',
      label: 'drawer.roleRequests',
      icon: <HowToRegIcon />,
      group: 'drawer.userManagementGroup',
      audience: 'signedIn',
      withoutRole: true,
    },
  ],
};
