import KeyIcon from '@mui/icons-material/Key';
import { screenTable, type WebFeature } from '../../lib/routing';

const keyHolders = ['OrgAdmin', 'Statistiker'] as const;

/**
 * The federation's keys for meeting software, which sends results with them itself. The drawer
 * entry shows to the federation's OrgAdmins and statisticians whom the root offers `api_key_links`.
 */
export const apiKeysFeature: WebFeature = {
  name: 'api-keys',
  texts: ['api-keys'],
  routes: screenTable(keyHolders, {
    apikeys: ['/apikeys', 'dashboard', () => import('./routes/api-keys-page').then((m) => m.ApiKeysPage)],
  }),
  drawer: [
    { key: 'apiKeys', position: 120, route: 'apikeys', label: 'drawer.apiKeys', icon: <KeyIcon />, group: 'drawer.statistics', audience: 'signedIn', roles: keyHolders, rel: 'api_key_links' },
  ],
};
