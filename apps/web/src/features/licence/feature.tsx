import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { licenserRoles } from '@portal/domain';
import type { WebFeature } from '../../lib/routing';

/** The licence file of the competition software. */
export const licenseFeature: WebFeature = {
  name: 'licence',
  routes: [
    {
      name: 'license',
      path: '/license',
      parent: 'dashboard',
      // Approvers open it too: they are told who may download.
      authorize: ['OrgAdmin', 'OrgUser', 'Official', 'Approver'],
      screen: () => import('./routes/license-page').then((m) => m.LicensePage),
    },
  ],
  drawer: [{ key: 'license', route: 'license', label: 'drawer.license', icon: <VpnKeyIcon />, audience: 'signedIn', roles: licenserRoles }],
};
