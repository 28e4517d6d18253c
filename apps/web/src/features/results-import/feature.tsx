import UploadFileIcon from '@mui/icons-material/UploadFile';
import { screenTable, type WebFeature } from '../../lib/routing';

const statisticians = ['Statistiker'] as const;

/**
 * The results import: result files (XLSX or CSV) are read into a preview, the statistician settles
 * the rows' athletes and commits the marks into the performances (or discards the import). The
 * drawer entry shows to statisticians whom the root offers `import_links`.
 */
export const resultsImportFeature: WebFeature = {
  name: 'results-import',
  texts: ['results-import', 'statistics'],
  routes: screenTable(statisticians, {
    imports: ['/imports', 'dashboard', () => import('./routes/import-list-page').then((m) => m.ImportListPage)],
    newimport: ['/newimport', 'imports', () => import('./routes/new-import-page').then((m) => m.NewImportPage)],
    import: ['/imports/:id', 'imports', () => import('./routes/import-page').then((m) => m.ImportPage)],
  }),
  drawer: [
    { key: 'resultsImport', position: 110, route: 'imports', label: 'drawer.resultsImport', icon: <UploadFileIcon />, group: 'drawer.statistics', audience: 'signedIn', roles: statisticians, rel: 'import_links' },
  ],
};
