import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { TableScroller } from './table-scroller';

export type RowId = string | number;

/** One column: its header text and how a row shows in it. */
export interface DataTableColumn<T> {
  id: string;
  label: string;
  render: (row: T) => ReactNode;
  /** The header becomes a sort button; `sort.by` then names this column's id. */
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  minWidth?: number;
}

export interface DataTableSort {
  by: string;
  descending: boolean;
}

export interface DataTableSelection<T> {
  selected: readonly RowId[];
  onChange: (selected: RowId[]) => void;
  /** Rows that cannot be picked get a disabled checkbox; all rows can by default. */
  isSelectable?: (row: T) => boolean;
}

export interface DataTableGrouping<T> {
  /** Rows with equal keys are shown under one heading, in order of first appearance. */
  groupKey: (row: T) => string;
  /** Content of the heading row (e.g. user name and e-mail). */
  renderHeading: (rows: T[]) => ReactNode;
  /** Plain text of a heading, for the expand button's and checkbox's accessible names. */
  headingLabel: (rows: T[]) => string;
}

export interface DataTableProps<T> {
  /** Accessible name of the table. */
  label: string;
  rows: readonly T[];
  columns: DataTableColumn<T>[];
  rowId: (row: T) => RowId;
  /** Accessible name of a row, used for its checkbox ("select …"). */
  rowLabel?: (row: T) => string;
  loading?: boolean;
  emptyText?: string;
  sort?: DataTableSort;
  onSortChange?: (sort: DataTableSort) => void;
  selection?: DataTableSelection<T>;
  grouping?: DataTableGrouping<T>;
  /** Buttons of a row; shown in a first "actions" column. */
  actions?: (row: T) => ReactNode;
  /** Extra controls next to expand-all/collapse-all (grouped tables) or above the table. */
  toolbar?: ReactNode;
  /** Rendered below the table inside the same surface, typically the pager. */
  footer?: ReactNode;
}

interface Group<T> {
  key: string;
  rows: T[];
}

/** Splits rows into groups by key, keeping the order in which the keys first appear. */
export function groupRows<T>(rows: readonly T[], groupKey: (row: T) => string): Group<T>[] {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = groupKey(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return [...groups].map(([key, list]) => ({ key, rows: list }));
}

/**
 * On a phone each row becomes a card: its controls (checkbox, actions) on the first line, then one
 * line per column with the column's name, so no column scrolls out of sight. The markup stays a
 * table, so screen readers and the row and cell names work alike on every width.
 */
const phoneCards: SxProps<Theme> = (theme) => ({
  minWidth: 640,
  // Half of MUI's 16 px between columns: a list of twelve columns keeps 200 px for its content.
  [theme.breakpoints.up('sm')]: {
    '& .MuiTableCell-sizeSmall:not(.MuiTableCell-paddingCheckbox)': { px: 1 },
    '& tr > .MuiTableCell-sizeSmall:first-of-type:not(.MuiTableCell-paddingCheckbox)': { pl: 2 },
  },
  [theme.breakpoints.down('sm')]: {
    minWidth: 0,
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
    '& tbody tr': { display: 'block', py: 1, px: 1, borderBottom: `1px solid ${theme.palette.divider}` },
    '& tbody td': { display: 'flex', gap: 1, border: 0, py: 0.25, px: 0, textAlign: 'left' },
    '& tbody td.cell-control': { display: 'inline-flex', width: 'auto', verticalAlign: 'middle', p: 0, mr: 1 },
    '& tbody td[data-label]::before': { content: 'attr(data-label)', flex: '0 0 38%', fontWeight: 600, color: theme.palette.text.secondary },
    // An empty value (no reason given) takes no line.
    '& tbody td[data-label]:has(> div:empty)': { display: 'none' },
    '& tbody tr[data-group] td': { display: 'inline-flex', py: 0.5 },
  },
});

/**
 * The one table of the portal: optional grouping with expandable headings, controlled sortable
 * headers, checkbox selection with a select-all, a first actions column and an empty-state row.
 * On phones its rows become cards (see phoneCards).
 */
export function DataTable<T>({
  label,
  rows,
  columns,
  rowId,
  rowLabel,
  loading = false,
  emptyText,
  sort,
  onSortChange,
  selection,
  grouping,
  actions,
  toolbar,
  footer,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const groups = useMemo(() => (grouping ? groupRows(rows, grouping.groupKey) : []), [rows, grouping]);

  const selectable = (row: T) => selection?.isSelectable?.(row) ?? true;
  const selectedSet = new Set(selection?.selected ?? []);
  const colCount = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);

  /** Checkbox state of a set of rows: all / some / none of the selectable ones picked. */
  const stateOf = (list: readonly T[]) => {
    const ids = list.filter(selectable).map(rowId);
    const picked = ids.filter((id) => selectedSet.has(id)).length;
    return { ids, all: ids.length > 0 && picked === ids.length, some: picked > 0 && picked < ids.length };
  };
  const toggleMany = (ids: RowId[], on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    selection.onChange([...next]);
  };

  const toggleGroup = (key: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  const renderRow = (row: T) => {
    const id = rowId(row);
    const isSelected = selectedSet.has(id);
    return (
      <TableRow key={id} hover selected={isSelected} data-row-id={id}>
        {selection && (
          <TableCell padding="checkbox" className="cell-control">
            <Checkbox
              checked={isSelected}
              disabled={!selectable(row)}
              onChange={(e) => toggleMany([id], e.target.checked)}
              slotProps={{ input: { 'aria-label': t('common.selectRow', { name: rowLabel?.(row) ?? String(id) }) } }}
            />
          </TableCell>
        )}
        {actions && (
          <TableCell className="cell-control" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
            {actions(row)}
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell key={column.id} align={column.align} data-label={column.label}>
            <Box sx={{ minWidth: 0 }}>{column.render(row)}</Box>
          </TableCell>
        ))}
      </TableRow>
    );
  };

  const renderGroup = (group: Group<T>) => {
    const open = !collapsed.has(group.key);
    const name = grouping!.headingLabel(group.rows);
    const state = stateOf(group.rows);
    return (
      <Fragment key={`group-${group.key}`}>
        <TableRow data-group={group.key} sx={{ bgcolor: 'action.hover' }}>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={state.all}
                indeterminate={state.some}
                disabled={state.ids.length === 0}
                onChange={(e) => toggleMany(state.ids, e.target.checked)}
                slotProps={{ input: { 'aria-label': t('common.selectRow', { name }) } }}
              />
            </TableCell>
          )}
          <TableCell colSpan={colCount - (selection ? 1 : 0)} sx={{ py: 0.5 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <IconButton
                size="small"
                onClick={() => toggleGroup(group.key)}
                aria-expanded={open}
                aria-label={t(open ? 'common.collapseGroup' : 'common.expandGroup', { name })}
              >
                {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
              </IconButton>
              <Box sx={{ minWidth: 0 }}>{grouping!.renderHeading(group.rows)}</Box>
            </Box>
          </TableCell>
        </TableRow>
        {open && group.rows.map(renderRow)}
      </Fragment>
    );
  };

  const pageState = stateOf(rows);
  const showToolbar = Boolean(grouping || toolbar);

  return (
    <Paper variant="outlined" sx={{ width: '100%', overflow: 'hidden' }}>
      {showToolbar && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1 }}>
          {grouping && (
            <>
              <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={() => setCollapsed(new Set())}>
                {t('common.expandAll')}
              </Button>
              <Button
                size="small"
                startIcon={<UnfoldLessIcon />}
                onClick={() => setCollapsed(new Set(groups.map((g) => g.key)))}
              >
                {t('common.collapseAll')}
              </Button>
            </>
          )}
          {toolbar}
        </Box>
      )}
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label={t('app.loading')} />}</Box>
      <TableScroller label={label}>
        <Table size="small" aria-label={label} aria-busy={loading} sx={phoneCards}>
          <TableHead>
            <TableRow>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={pageState.all}
                    indeterminate={pageState.some}
                    disabled={pageState.ids.length === 0}
                    onChange={(e) => toggleMany(pageState.ids, e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('common.selectAll') } }}
                  />
                </TableCell>
              )}
              {actions && <TableCell>{t('common.actions')}</TableCell>}
              {columns.map((column) => {
                const active = sort?.by === column.id;
                return (
                  <TableCell
                    key={column.id}
                    align={column.align}
                    sx={{ minWidth: column.minWidth, whiteSpace: 'nowrap' }}
                    aria-sort={column.sortable && active ? (sort!.descending ? 'descending' : 'ascending') : undefined}
                  >
                    {column.sortable && onSortChange ? (
                      <TableSortLabel
                        active={active}
                        direction={active && sort!.descending ? 'desc' : 'asc'}
                        onClick={() => onSortChange({ by: column.id, descending: active ? !sort!.descending : false })}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={colCount} align="center" sx={{ py: 3, color: 'text.secondary' }}>
                  {loading ? t('app.loading') : (emptyText ?? t('common.noRows'))}
                </TableCell>
              </TableRow>
            ) : grouping ? (
              groups.map(renderGroup)
            ) : (
              rows.map(renderRow)
            )}
          </TableBody>
        </Table>
      </TableScroller>
      {footer}
    </Paper>
  );
}
