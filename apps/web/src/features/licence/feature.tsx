import VpnKeyIcon from '@mui/icons-material/VpnKey';
import { licenserRoles } from '@portal/domain';
import { screenTable, type WebFeature } from '../../lib/routing';

/** The licence file of the competition software. */
export const licenseFeature: WebFeature = {
  name: 'licence',
  texts: ['licence'],
  routes: screenTable(['OrgAdmin', 'OrgUser', 'Official', 'Approver'], {
    // Approvers open it too: they are told who may download.
    license: ['/license', 'dashboard', () => import('./routes/license-page').then((m) => m.LicensePage)],
  }),
  drawer: [
    { key: 'license', position: 160, route: 'license', label: 'drawer.license', icon: <VpnKeyIcon />, audience: 'signedIn', roles: licenserRoles },
  ],
};
