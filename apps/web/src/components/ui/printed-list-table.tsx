import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { TableScroller } from './table-scroller';

/** A column of a list of marks: its heading's key, its alignment, and what a row shows in it (`mark` is set bold). */
export interface PrintedListColumn<E, K extends string> {
  id: K;
  align?: 'right';
  render: (entry: E) => ReactNode;
}

export interface PrintedListTableProps<E extends { id: number | string }, K extends string> {
  label: string;
  columns: readonly PrintedListColumn<E, K>[];
  /** The heading of a column, by its id. */
  heading: (id: K) => string;
  entries: readonly E[];
  /** Said in the table while it has no rows. */
  emptyText?: string;
  /** A smaller table (the wind-assisted marks below a ranking). */
  dense?: boolean;
  /** Under the table (a legend of its marks). */
  children?: ReactNode;
}

/**
 * Marks as the printed lists show them, one line each, the mark bold; the best lists' rankings and
 * the manual lists' events share it. On a phone the table scrolls sideways.
 */
export function PrintedListTable<E extends { id: number | string }, K extends string>({ label, columns, heading, entries, emptyText, dense = false, children }: PrintedListTableProps<E, K>) {
  const { t } = useTranslation();
  return (
    <TableScroller label={label}>
      <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap', ...(dense ? { fontSize: '0.8125rem', py: 0.25 } : {}) } }}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.id} align={c.align} sx={{ fontWeight: 600 }}>
                {heading(c.id)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                {emptyText ?? t('common.noRows')}
              </TableCell>
            </TableRow>
          ) : (
            entries.map((entry) => (
              <TableRow key={entry.id} hover data-row-id={entry.id}>
                {columns.map((c) => (
                  <TableCell key={c.id} align={c.align} sx={c.id === 'mark' ? { fontWeight: 600 } : undefined}>
                    {c.render(entry)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {children}
    </TableScroller>
  );
}
