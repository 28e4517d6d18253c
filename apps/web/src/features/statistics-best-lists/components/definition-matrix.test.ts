import { describe, expect, it } from 'vitest';
import { allCells, classLine, eventLine, keepChosen, lineState, matrixPayload, toggleCell, toggleLine, type MatrixCell } from './definition-matrix';

const events = [10, 11];
const classes = [1, 2, 3];
const sorted = (cells: MatrixCell[]) => [...cells].sort((a, b) => a.eventId - b.eventId || a.classId - b.classId);

describe('definition matrix', () => {
  it('reads a line as all, some or none', () => {
    const cells = [
      { eventId: 10, classId: 1 },
      { eventId: 10, classId: 2 },
      { eventId: 10, classId: 3 },
      { eventId: 11, classId: 1 },
    ];
    expect(lineState(cells, eventLine(10, classes))).toBe('all');
    expect(lineState(cells, eventLine(11, classes))).toBe('some');
    expect(lineState(cells, classLine(2, events))).toBe('some');
    expect(lineState(cells, classLine(1, events))).toBe('all');
    expect(lineState([], classLine(1, events))).toBe('none');
    // An empty line (no classes chosen) is never "all".
    expect(lineState(cells, eventLine(10, []))).toBe('none');
  });

  it('adds a whole line when none of it is set, for the chosen classes or events only', () => {
    const cells = [{ eventId: 11, classId: 2 }];
    expect(sorted(toggleLine(cells, eventLine(10, classes)))).toEqual([
      { eventId: 10, classId: 1 },
      { eventId: 10, classId: 2 },
      { eventId: 10, classId: 3 },
      { eventId: 11, classId: 2 },
    ]);
    expect(sorted(toggleLine(cells, classLine(3, events)))).toEqual([
      { eventId: 10, classId: 3 },
      { eventId: 11, classId: 2 },
      { eventId: 11, classId: 3 },
    ]);
  });

  it('removes every cell of a line that is partly set, and of one that is fully set', () => {
    const partly = [
      { eventId: 10, classId: 1 },
      { eventId: 11, classId: 2 },
    ];
    expect(toggleLine(partly, classLine(1, events))).toEqual([{ eventId: 11, classId: 2 }]);
    const full = allCells(events, classes);
    expect(sorted(toggleLine(full, eventLine(11, classes)))).toEqual(eventLine(10, classes));
    // Toggling twice from empty ends empty again.
    expect(toggleLine(toggleLine([], eventLine(10, classes)), eventLine(10, classes))).toEqual([]);
  });

  it('toggles single cells', () => {
    const one = toggleCell([], { eventId: 10, classId: 1 });
    expect(one).toEqual([{ eventId: 10, classId: 1 }]);
    expect(toggleCell(one, { eventId: 10, classId: 1 })).toEqual([]);
  });

  it('drops the cells of classes and events no longer chosen, and duplicates', () => {
    const cells = [
      { eventId: 10, classId: 1 },
      { eventId: 10, classId: 1 },
      { eventId: 10, classId: 4 },
      { eventId: 12, classId: 2 },
      { eventId: 11, classId: 3 },
    ];
    expect(keepChosen(cells, events, classes)).toEqual([
      { eventId: 10, classId: 1 },
      { eventId: 11, classId: 3 },
    ]);
  });

  it('sends exactly the ticked cells for the list', () => {
    expect(matrixPayload([{ eventId: 10, classId: 2 }], 7)).toEqual([{ eventId: 10, classId: 2, performanceListId: 7 }]);
  });
});
