import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { screenTable, type WebFeature } from '../../lib/routing';

/** The signed-in user's e-mail confirmation, roles and requests. */
export const accountFeature: WebFeature = {
  name: 'account',
  texts: ['account'],
  routes: screenTable([], {
    Verification: ['/verification', 'dashboard', () => import('./routes/verification-page').then((m) => m.VerificationPage)],
  }),
  drawer: [
    { key: 'verification', position: 170, route: 'Verification', label: 'drawer.verification', icon: <VerifiedUserIcon />, audience: 'signedIn', withoutRole: true },
  ],
};
