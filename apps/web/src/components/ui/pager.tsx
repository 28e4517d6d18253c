import Pagination from '@mui/material/Pagination';
import TablePagination from '@mui/material/TablePagination';
import type { TablePaginationActionsProps } from '@mui/material/TablePaginationActions';
import { useThemeProps } from '@mui/material/styles';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../lib/use-translation';
import type { ListPager } from '../../lib/paging';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@portal/domain';

/** Page sizes offered by every list: the default 10 up to the server's maximum (spec §9). */
export const pageSizeOptions = [DEFAULT_PAGE_SIZE, 25, 50, 100, MAX_PAGE_SIZE] as const;

export interface PagerProps extends ListPager {
  /** The sizes offered; every list's default set unless a screen names its own (e.g. 10, 25, 50). */
  pageSizes?: readonly number[];
  /**
   * Numbered page buttons instead of only first/previous/next/last: at most this many slots
   * (numbers and ellipses; odd, at least 5), as the approval list shows 7.
   */
  pageButtons?: number;
}

/** The number of slots MUI's Pagination fills: first and last, the current page with its siblings, two ellipses. */
function paginationCounts(buttons: number) {
  const siblingCount = Math.max(0, Math.floor((buttons - 5) / 2));
  return { boundaryCount: 1, siblingCount };
}

// TablePagination renders its actions itself; the number of buttons reaches them through context.
const PageButtonsContext = createContext(7);

/** Numbered page buttons in TablePagination's actions slot; page names come from the theme's locale. */
function NumberedPageActions({ count, page, rowsPerPage, onPageChange, disabled, className }: TablePaginationActionsProps) {
  const { t } = useTranslation();
  const buttons = useContext(PageButtonsContext);
  // The theme carries MUI's translated pagination texts ("Gehe zu Seite 3"); first/next/… use the portal's own.
  const themed = useThemeProps({ props: {}, name: 'MuiPagination' }) as { getItemAriaLabel?: (type: string, page: number | null, selected: boolean) => string };
  const pages = Math.max(1, Math.ceil(count / rowsPerPage));
  return (
    <Pagination
      className={className}
      count={pages}
      page={page + 1}
      disabled={disabled}
      onChange={(_, next) => onPageChange(null, next - 1)}
      showFirstButton
      showLastButton
      {...paginationCounts(buttons)}
      size="small"
      getItemAriaLabel={(type, number, selected) =>
        type === 'page'
          ? (themed.getItemAriaLabel?.(type, number, selected) ?? String(number))
          : type === 'start-ellipsis' || type === 'end-ellipsis'
            ? ''
            : t(`common.pager.${type}`)
      }
      sx={{ flexShrink: 0, ml: 2 }}
    />
  );
}

/** Server-side paging control with translated labels; pages are 1-based like the API. */
export function Pager({ page, pageSize, totalCount, onPageChange, onPageSizeChange, pageSizes = pageSizeOptions, pageButtons }: PagerProps) {
  const { t } = useTranslation();
  const lastPage = Math.max(0, Math.ceil(totalCount / pageSize) - 1);
  const pagination = (
    <TablePagination
      component="div"
      count={totalCount}
      // MUI counts from 0 and warns when the page lies beyond the data (e.g. after a deletion).
      page={Math.min(Math.max(page - 1, 0), lastPage)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...pageSizes]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={t('common.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => t('common.displayedRows', { from, to, count })}
      getItemAriaLabel={(type) => t(`common.pager.${type}`)}
      showFirstButton
      showLastButton
      ActionsComponent={pageButtons ? NumberedPageActions : undefined}
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: { xs: 1, sm: 2 } } }}
    />
  );
  return pageButtons ? <PageButtonsContext.Provider value={pageButtons}>{pagination}</PageButtonsContext.Provider> : pagination;
}
