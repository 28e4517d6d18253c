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
import { allCells, cellKey, classLine, eventLine, lineState, toggleCell, toggleLine, type MatrixCell } from './definition-matrix';

interface Item {
  id: number;
  name: string;
}

export interface DefinitionMatrixGridProps {
  /** Rows, in their order. */
  events: readonly Item[];
  /** Columns, in their order. */
  classes: readonly Item[];
  cells: readonly MatrixCell[];
  onChange: (cells: MatrixCell[]) => void;
  /** Marks the grid as in error (saved with no cell ticked). */
  error: boolean;
  disabled: boolean;
}

/**
 * The events × classes grid of step 2 (spec §2.1, §4): a checkbox per combination, an "all" column
 * with one box per event and an "all" row with one box per class (indeterminate when partly set;
 * a click clears a line that has any cell set, else fills it), and one box for the whole grid.
 * The headers stay in view while the grid scrolls.
 */
export function DefinitionMatrixGrid({ events, classes, cells, onChange, error, disabled }: DefinitionMatrixGridProps) {
  const { t } = useTranslation();
  const on = new Set(cells.map(cellKey));
  const eventIds = events.map((e) => e.id);
  const classIds = classes.map((c) => c.id);
  const sticky = { position: 'sticky', left: 0, zIndex: 2, bgcolor: 'background.paper' } as const;

  const lineBox = (line: MatrixCell[], label: string) => {
    const state = lineState(cells, line);
    return (
      <Checkbox
        size="small"
        checked={state === 'all'}
        indeterminate={state === 'some'}
        disabled={disabled || line.length === 0}
        onChange={() => onChange(toggleLine(cells, line))}
        slotProps={{ input: { 'aria-label': label } }}
      />
    );
  };

  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      aria-invalid={error || undefined}
      sx={{ maxHeight: '70vh', ...(error ? { borderColor: 'error.main', borderWidth: 2 } : {}) }}
    >
      <Table stickyHeader size="small" aria-label={t('statistics.bestlists.matrix.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, zIndex: 3, minWidth: 180 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('statistics.bestlists.matrix.corner')}
              </Typography>
            </TableCell>
            <TableCell align="center" sx={{ fontWeight: 600, bgcolor: 'action.hover' }}>
              {t('statistics.bestlists.matrix.all')}
            </TableCell>
            {classes.map((c) => (
              <TableCell key={c.id} align="center" sx={{ minWidth: 72, fontWeight: 600 }}>
                {c.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          <TableRow sx={{ bgcolor: 'action.hover' }}>
            <TableCell component="th" scope="row" sx={{ ...sticky, bgcolor: 'grey.100', fontWeight: 600 }}>
              {t('statistics.bestlists.matrix.all')}
            </TableCell>
            <TableCell align="center" padding="checkbox">
              {lineBox(allCells(eventIds, classIds), t('statistics.bestlists.matrix.everything'))}
            </TableCell>
            {classes.map((c) => (
              <TableCell key={c.id} align="center" padding="checkbox">
                {lineBox(classLine(c.id, eventIds), t('statistics.bestlists.matrix.wholeClass', { name: c.name }))}
              </TableCell>
            ))}
          </TableRow>
          {events.map((e) => (
            <TableRow key={e.id} hover>
              <TableCell component="th" scope="row" sx={sticky}>
                {e.name}
              </TableCell>
              <TableCell align="center" padding="checkbox" sx={{ bgcolor: 'action.hover' }}>
                {lineBox(eventLine(e.id, classIds), t('statistics.bestlists.matrix.wholeEvent', { name: e.name }))}
              </TableCell>
              {classes.map((c) => {
                const cell = { eventId: e.id, classId: c.id };
                return (
                  <TableCell key={c.id} align="center" padding="checkbox">
                    <Checkbox
                      checked={on.has(cellKey(cell))}
                      disabled={disabled}
                      onChange={() => onChange(toggleCell(cells, cell))}
                      slotProps={{ input: { 'aria-label': t('statistics.bestlists.matrix.cell', { event: e.name, class: c.name }) } }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
