import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import { listWithForm, screenTable, type FeatureRoute, type WebFeature } from '../../lib/routing';

const statisticians = ['Statistiker'] as const;
type Screen = FeatureRoute['screen'];
const form: Screen = () => import('./routes/bestlist-form-page').then((m) => m.BestListFormPage);

/**
 * Best lists (spec statistics.md §2.1): the list, one form for new and changed lists, the three
 * steps of the definitions wizard and the export; and the public pages of the published lists
 * (PRODUCT §5), open to everyone. The back-office entry shows to statisticians whom the root offers
 * `bestlist_links`; the public one to visitors.
 */
export const statisticsBestListsFeature: WebFeature = {
  name: 'statistics-best-lists',
  texts: ['statistics'],
  routes: [
    ...screenTable(statisticians, {
      ...listWithForm('bestlist', 'bestlist', () => import('./routes/bestlist-list-page').then((m) => m.BestListListPage), form),
      customDefinitions: ['/customDefinitions/:id', 'updatebestlist', () => import('./routes/definitions-select-page').then((m) => m.DefinitionsSelectPage)],
      customDefinitionsMatrix: ['/customDefinitionsMatrix/:id', 'customDefinitions', () => import('./routes/definitions-matrix-page').then((m) => m.DefinitionsMatrixPage)],
      customDefinitionsValues: ['/customDefinitionsValues/:id', 'customDefinitionsMatrix', () => import('./routes/definitions-values-page').then((m) => m.DefinitionsValuesPage)],
      exportbestlist: ['/exportbestlist/:id', 'bestlist', () => import('./routes/export-page').then((m) => m.ExportPage)],
    }),
    ...screenTable(undefined, {
      publicbestlists: ['/bestlists', 'dashboard', () => import('./routes/public-bestlists-page').then((m) => m.PublicBestListsPage)],
      publicbestlist: ['/bestlists/:id', 'publicbestlists', () => import('./routes/public-bestlist-page').then((m) => m.PublicBestListPage)],
    }),
  ],
  drawer: [
    { key: 'statisticsBestLists', position: 70, route: 'bestlist', label: 'drawer.bestLists', icon: <FormatListNumberedIcon />, group: 'drawer.statistics', audience: 'signedIn', roles: statisticians, rel: 'bestlist_links' },
    { key: 'publicBestLists', position: 71, route: 'publicbestlists', label: 'drawer.bestLists', icon: <LeaderboardIcon />, audience: 'anonymous' },
  ],
};
