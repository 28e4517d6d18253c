import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import type { WebFeature } from '../../lib/routing';

/** Public athlete pages (issue 24): search by name and each athlete's profile, open to everyone. */
export const athletesFeature: WebFeature = {
  name: 'athletes',
  routes: [
    { name: 'athletes', path: '/athletes', parent: 'dashboard', screen: () => import('./routes/athlete-search-page').then((m) => m.AthleteSearchPage) },
    { name: 'athlete', path: '/athletes/:id', parent: 'athletes', screen: () => import('./routes/athlete-page').then((m) => m.AthletePage) },
  ],
  drawer: [{ key: 'publicAthletes', route: 'athletes', label: 'drawer.athletes', icon: <DirectionsRunIcon />, audience: 'anonymous' }],
};
