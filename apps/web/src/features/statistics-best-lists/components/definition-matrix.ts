/** One event × class combination of the definitions matrix (spec statistics.md §2.1 step 2). */
export interface MatrixCell {
  eventId: number;
  classId: number;
}

/** How many of a line's cells are ticked: every one, some, or none (the all-checkbox's state). */
export type LineState = 'all' | 'some' | 'none';

export const cellKey = (cell: MatrixCell) => `${cell.eventId}/${cell.classId}`;

/** The cells of one event's row over the chosen classes. */
export const eventLine = (eventId: number, classIds: readonly number[]): MatrixCell[] => classIds.map((classId) => ({ eventId, classId }));

/** The cells of one class's column over the chosen events. */
export const classLine = (classId: number, eventIds: readonly number[]): MatrixCell[] => eventIds.map((eventId) => ({ eventId, classId }));

/** Every cell of the grid. */
export const allCells = (eventIds: readonly number[], classIds: readonly number[]): MatrixCell[] => eventIds.flatMap((eventId) => eventLine(eventId, classIds));

/** The state of `line` in `cells`: checked when all are set, indeterminate when some are. */
export function lineState(cells: readonly MatrixCell[], line: readonly MatrixCell[]): LineState {
  const on = new Set(cells.map(cellKey));
  const picked = line.filter((c) => on.has(cellKey(c))).length;
  if (line.length > 0 && picked === line.length) return 'all';
  return picked > 0 ? 'some' : 'none';
}

/**
 * Spec §4: toggling the all-checkbox of an event or a class removes all its cells if any of them is
 * set, otherwise adds them for every chosen class or event. The order of the kept cells stays.
 */
export function toggleLine(cells: readonly MatrixCell[], line: readonly MatrixCell[]): MatrixCell[] {
  const lineKeys = new Set(line.map(cellKey));
  if (lineState(cells, line) !== 'none') return cells.filter((c) => !lineKeys.has(cellKey(c)));
  const on = new Set(cells.map(cellKey));
  return [...cells, ...line.filter((c) => !on.has(cellKey(c)))];
}

/** Sets or clears one cell. */
export function toggleCell(cells: readonly MatrixCell[], cell: MatrixCell): MatrixCell[] {
  const key = cellKey(cell);
  return cells.some((c) => cellKey(c) === key) ? cells.filter((c) => cellKey(c) !== key) : [...cells, cell];
}

/** Spec §4: a class or an event no longer chosen takes its combinations with it (and a cell listed twice counts once). */
export function keepChosen(cells: readonly MatrixCell[], eventIds: readonly number[], classIds: readonly number[]): MatrixCell[] {
  const events = new Set(eventIds);
  const classes = new Set(classIds);
  const seen = new Set<string>();
  return cells.filter((c) => {
    const key = cellKey(c);
    if (!events.has(c.eventId) || !classes.has(c.classId) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The matrix save's payload: exactly the ticked cells of list `listId`. */
export const matrixPayload = (cells: readonly MatrixCell[], listId: number) =>
  cells.map(({ eventId, classId }) => ({ eventId, classId, performanceListId: listId }));
