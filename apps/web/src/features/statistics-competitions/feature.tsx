import StadiumIcon from '@mui/icons-material/Stadium';
import { listWithForm, screenTable, type FeatureRoute, type WebFeature } from '../../lib/routing';

const statisticians = ['Statistiker'] as const;
const form: FeatureRoute['screen'] = () => import('./routes/competition-form-page').then((m) => m.CompetitionFormPage);

/**
 * Performance competitions (spec statistics.md §2.4): the list and one form for new and changed
 * competitions. The drawer entry shows to statisticians whom the root offers `competition_links`.
 */
export const statisticsCompetitionsFeature: WebFeature = {
  name: 'statistics-competitions',
  texts: ['statistics'],
  routes: screenTable(statisticians, {
    ...listWithForm('competition', 'competition', () => import('./routes/competition-list-page').then((m) => m.CompetitionListPage), form),
  }),
  drawer: [
    { key: 'statisticsCompetitions', position: 100, route: 'competition', label: 'drawer.competitions', icon: <StadiumIcon />, group: 'drawer.statistics', audience: 'signedIn', roles: statisticians, rel: 'competition_links' },
  ],
};
