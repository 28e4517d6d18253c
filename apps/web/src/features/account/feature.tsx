import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import type { WebFeature } from '../../lib/routing';

/** The signed-in user's e-mail confirmation, roles and requests. */
export const accountFeature: WebFeature = {
  name: 'account',
  routes: [
    {
      name: 'Verification',
      path: '/verification',
      parent: 'dashboard',
      authorize: [],
      screen: () => import('./routes/verification-page').then((m) => m.VerificationPage),
    },
  ],
  drawer: [{ key: 'verification', route: 'Verification', label: 'drawer.verification', icon: <VerifiedUserIcon />, audience: 'signedIn', withoutRole: true }],
};
