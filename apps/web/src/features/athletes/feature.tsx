import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import { screenTable, type WebFeature } from '../../lib/routing';

/**
 * Athletes (issue 24): search by name and each athlete's profile, open to everyone; for the
 * federation's statisticians, one record per person (duplicates merged, records corrected).
 */
export const athletesFeature: WebFeature = {
  name: 'athletes',
  texts: ['athletes', 'statistics'],
  routes: [
    ...screenTable(undefined, {
      athletes: ['/athletes', 'dashboard', () => import('./routes/athlete-search-page').then((m) => m.AthleteSearchPage)],
      athlete: ['/athletes/:id', 'athletes', () => import('./routes/athlete-page').then((m) => m.AthletePage)],
    }),
    ...screenTable(['Statistiker'], {
      athleteCare: ['/statistics/athletes', 'dashboard', () => import('./routes/athlete-care-page').then((m) => m.AthleteCarePage)],
    }),
  ],
  drawer: [
    { key: 'publicAthletes', position: 80, route: 'athletes', label: 'drawer.athletes', icon: <DirectionsRunIcon />, audience: 'anonymous' },
    { key: 'athleteCare', position: 81, route: 'athleteCare', label: 'drawer.athleteCare', icon: <MergeTypeIcon />, group: 'drawer.statistics', audience: 'signedIn', roles: ['Statistiker'], rel: 'athlete_links' },
  ],
};
