import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { DEFAULT_PAGE_SIZE } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { Pager } from '../../../components/ui/pager';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { pathTo } from '../../../lib/routing';
import { useStoredList } from '../../../lib/use-stored-list';
import { downloadTemplate, importCatalogueQueryOptions, importListQueryOptions } from '../api/import-queries';
import { ImportTable } from '../components/import-table';
import { CreateButton } from '../../../components/ui/create-button';

/** Local storage key of the list's page (it survives a reload, as on the other lists). */
export const IMPORT_LIST_KEY = 'list.resultsImports';

const PAGE_BUTTONS = 7;
/** The name the template gets when the server names none. */
const TEMPLATE_NAME = 'results-import-template.xlsx';

interface ImportListState {
  pageNumber: number;
  pageSize: number;
}

const defaultState: ImportListState = { pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE };

/** The import list's query: the page only. */
const pageOf = ({ pageNumber, pageSize }: typeof defaultState) => ({ pageNumber, pageSize });
/**
 * /imports: the federation's result imports, newest first, paged on the server; a new import and the
 * template to fill come from the area's catalogue.
 */
export function ImportListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { success, list, pager } = useStoredList(IMPORT_LIST_KEY, defaultState, pageOf, importListQueryOptions);
  const catalogue = useQuery(importCatalogueQueryOptions());
  const rels = catalogue.data ?? [];

  return (
    <PageFrame title={t('resultsImport.screen.list.title')} help={t('resultsImport.screen.list.help')}>
      <SuccessAlert message={success.message} onClose={success.close} />
      <Box sx={{ mb: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CreateButton to={pathTo('newimport')} disabled={!rels.includes('new_import')}>
          {t('resultsImport.screen.list.newImport')}
        </CreateButton>
        {rels.includes('import_template') && (
          // A failed download is only logged, as the other downloads of the portal.
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void downloadTemplate(TEMPLATE_NAME).catch((error: unknown) => console.error(error))}>
            {t('resultsImport.screen.list.template')}
          </Button>
        )}
      </Box>
      <ImportTable
        rows={list.data?.entities ?? []}
        loading={list.isFetching}
        onOpen={(row) => void navigate(pathTo('import', { id: row.id }))}
        footer={<Pager {...pager} pageButtons={PAGE_BUTTONS} />}
      />
    </PageFrame>
  );
}
