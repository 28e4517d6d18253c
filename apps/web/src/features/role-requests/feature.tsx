import HowToRegIcon from '@mui/icons-material/HowToReg';
import { screenTable, type WebFeature } from '../../lib/routing';

/** Requests for roles, and the administrators' decisions on them. */
export const roleRequestsFeature: WebFeature = {
  name: 'role-requests',
  texts: ['role-requests'],
  routes: screenTable([], {
    rolerequests: ['/rolerequests', 'dashboard', () => import('./routes/role-requests-page').then((m) => m.RoleRequestsPage)],
    newrolerequest: ['/newrolerequest', 'rolerequests', () => import('./routes/new-role-request-page').then((m) => m.NewRoleRequestPage)],
    rejectrolerequest: ['/rejectrolerequest/:roleId/:userId/:organizationId', 'rolerequests', () => import('./routes/reject-role-request-page').then((m) => m.RejectRoleRequestPage)],
  }),
  drawer: [
    { key: 'roleRequests', position: 50, route: 'rolerequests', label: 'drawer.roleRequests', icon: <HowToRegIcon />, group: 'drawer.userManagementGroup', audience: 'signedIn', withoutRole: true },
  ],
};
