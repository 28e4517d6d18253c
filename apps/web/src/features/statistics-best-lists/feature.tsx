import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LeaderboardIcon from '@mui/icons-material/Leaderboard';
import type { FeatureRoute, WebFeature } from '../../lib/routing';

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
  routes: [
    {
      name: 'bestlist',
      path: '/bestlist',
      parent: 'dashboard',
      authorize: statisticians,
      screen: () => import('./routes/bestlist-list-page').then((m) => m.BestListListPage),
    },
    { name: 'newbestlist', path: '/newbestlist', parent: 'bestlist', authorize: statisticians, screen: form },
    { name: 'updatebestlist', path: '/updatebestlist/:id', parent: 'bestlist', authorize: statisticians, screen: form },
    {
      name: 'customDefinitions',
      path: '/customDefinitions/:id',
      parent: 'updatebestlist',
      authorize: statisticians,
      screen: () => import('./routes/definitions-select-page').then((m) => m.DefinitionsSelectPage),
    },
    {
      name: 'customDefinitionsMatrix',
      path: '/customDefinitionsMatrix/:id',
      parent: 'customDefinitions',
      authorize: statisticians,
      screen: () => import('./routes/definitions-matrix-page').then((m) => m.DefinitionsMatrixPage),
    },
    {
      name: 'customDefinitionsValues',
      path: '/customDefinitionsValues/:id',
      parent: 'customDefinitionsMatrix',
      authorize: statisticians,
      screen: () => import('./routes/definitions-values-page').then((m) => m.DefinitionsValuesPage),
    },
    {
      name: 'exportbestlist',
      path: '/exportbestlist/:id',
      parent: 'bestlist',
      authorize: statisticians,
      screen: () => import('./routes/export-page').then((m) => m.ExportPage),
    },
    {
      name: 'publicbestlists',
      path: '/bestlists',
      parent: 'dashboard',
      screen: () => import('./routes/public-bestlists-page').then((m) => m.PublicBestListsPage),
    },
    {
      name: 'publicbestlist',
      path: '/bestlists/:id',
      parent: 'publicbestlists',
      screen: () => import('./routes/public-bestlist-page').then((m) => m.PublicBestListPage),
    },
  ],
  drawer: [
    {
      key: 'statisticsBestLists',
      route: 'bestlist',
      label: 'drawer.bestLists',
      icon: <FormatListNumberedIcon />,
      group: 'drawer.statistics',
      audience: 'signedIn',
      roles: statisticians,
      rel: 'bestlist_links',
    },
    { key: 'publicBestLists', route: 'publicbestlists', label: 'drawer.bestLists', icon: <LeaderboardIcon />, audience: 'anonymous' },
  ],
};
