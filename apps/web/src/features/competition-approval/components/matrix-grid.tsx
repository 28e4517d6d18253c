import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/use-translation';
import { useMatrixMaxHeight } from './matrix-height';

export interface MatrixCell {
  eventId: number;
  classId: number;
}

export interface MatrixGridProps {
  events: readonly { id: number; longname: string | null; definitionEventId: string | null; order: number }[];
  classes: readonly { id: number; longname: string | null; definitionClassId: string; order: number }[];
  cells: readonly MatrixCell[];
  onChange: (cells: MatrixCell[]) => void;
  disabled: boolean;
}

const keyOf = (cell: MatrixCell) => `${cell.eventId}/${cell.classId}`;
const byOrder = <T extends { order: number; id: number }>(a: T, b: T) => a.order - b.order || a.id - b.id;

/** Whether all, some or none of `wanted` cells are on. */
function stateOf(wanted: MatrixCell[], on: ReadonlySet<string>) {
  const picked = wanted.filter((c) => on.has(keyOf(c))).length;
  return { all: wanted.length > 0 && picked === wanted.length, some: picked > 0 && picked < wanted.length };
}

/**
 * The event-by-class matrix (spec §2 "Matrix step"): events as rows, classes as columns, a checkbox
 * per pair, and one per row and per column that sets or clears the whole row or column. Headers
 * stay in view while the table scrolls inside its height.
 */
export function MatrixGrid({ events, classes, cells, onChange, disabled }: MatrixGridProps) {
  const { t } = useTranslation();
  const maxHeight = useMatrixMaxHeight();
  const rows = [...events].sort(byOrder);
  const columns = [...classes].sort(byOrder);
  const on = new Set(cells.map(keyOf));
  const eventName = (e: MatrixGridProps['events'][number]) => e.longname ?? e.definitionEventId ?? String(e.id);
  const className = (c: MatrixGridProps['classes'][number]) => c.longname ?? c.definitionClassId;

  const setMany = (wanted: MatrixCell[], value: boolean) => {
    const next = new Map(cells.map((c) => [keyOf(c), c]));
    for (const cell of wanted) {
      if (value) next.set(keyOf(cell), cell);
      else next.delete(keyOf(cell));
    }
    onChange([...next.values()]);
  };
  const rowCells = (eventId: number) => columns.map((c) => ({ eventId, classId: c.id }));
  const columnCells = (classId: number) => rows.map((e) => ({ eventId: e.id, classId }));
  const sticky = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' } as const;

  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight }}>
      <Table stickyHeader size="small" aria-label={t('approvalMatrix.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, zIndex: 3, minWidth: 180 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('approvalMatrix.corner')}
              </Typography>
            </TableCell>
            {columns.map((c) => {
              const state = stateOf(columnCells(c.id), on);
              return (
                <TableCell key={c.id} align="center" sx={{ minWidth: 96, verticalAlign: 'bottom' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {className(c)}
                  </Typography>
                  <Checkbox
                    size="small"
                    checked={state.all}
                    indeterminate={state.some}
                    disabled={disabled}
                    onChange={(event) => setMany(columnCells(c.id), event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('approvalMatrix.wholeColumn', { name: className(c) }) } }}
                  />
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((e) => {
            const state = stateOf(rowCells(e.id), on);
            return (
              <TableRow key={e.id} hover>
                <TableCell component="th" scope="row" sx={sticky}>
                  <Checkbox
                    size="small"
                    checked={state.all}
                    indeterminate={state.some}
                    disabled={disabled}
                    onChange={(event) => setMany(rowCells(e.id), event.target.checked)}
                    slotProps={{ input: { 'aria-label': t('approvalMatrix.wholeRow', { name: eventName(e) }) } }}
                  />
                  {eventName(e)}
                </TableCell>
                {columns.map((c) => {
                  const cell = { eventId: e.id, classId: c.id };
                  return (
                    <TableCell key={c.id} align="center" padding="checkbox">
                      <Checkbox
                        checked={on.has(keyOf(cell))}
                        disabled={disabled}
                        onChange={(event) => setMany([cell], event.target.checked)}
                        slotProps={{ input: { 'aria-label': t('approvalMatrix.cell', { event: eventName(e), class: className(c) }) } }}
                      />
                    </TableCell>
                  );
                })}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
