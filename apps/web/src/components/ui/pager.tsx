import TablePagination from '@mui/material/TablePagination';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@portal/domain';

/** Page sizes offered by every list: the default 10 up to the server's maximum (spec §9). */
export const pageSizeOptions = [DEFAULT_PAGE_SIZE, 25, 50, 100, MAX_PAGE_SIZE] as const;

export interface PagerProps {
  /** 1-based page number, as the server counts. */
  page: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (page: number) => void;
  /** Changing the page size starts again at page 1. */
  onPageSizeChange: (pageSize: number) => void;
}

/** Server-side paging control with translated labels; pages are 1-based like the API. */
export function Pager({ page, pageSize, totalCount, onPageChange, onPageSizeChange }: PagerProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(totalCount / pageSize) - 1);
  return (
    <TablePagination
      component="div"
      count={totalCount}
      // MUI counts from 0 and warns when the page lies beyond the data (e.g. after a deletion).
      page={Math.min(Math.max(page - 1, 0), lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizeOptions]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`common.pager.${type}`)}
      showFirstButton
      showLastButton
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 1, sm: 2 } } }}
    />
  );
}
