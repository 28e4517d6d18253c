import { describe, expect, it } from 'vitest';
import { rankingQueryOf, searchOfSelection, selectionFromSearch } from './public-selection';

const list = {
  events: [
    { code: '100', name: '100 m' },
    { code: 'WEI', name: 'Weitsprung' },
    { code: 'HOC', name: 'Hochsprung' },
  ],
  classes: [
    { code: 'M', name: 'Männer' },
    { code: 'W', name: 'Frauen' },
  ],
  definitions: [
    { eventCode: 'WEI', classCode: 'W', environment: 1, wind: true },
    { eventCode: '100', classCode: 'W', environment: 1, wind: true },
    { eventCode: '100', classCode: 'M', environment: 1, wind: true },
  ],
};

describe('public page selection', () => {
  it('starts with the first defined event and its first class, the current season, best only, page 1 of 100', () => {
    expect(selectionFromSearch(new URLSearchParams(''), list)).toEqual({
      eventCode: '100',
      classCode: 'M',
      year: undefined,
      environment: undefined,
      bestOnly: true,
      pageNumber: 1,
      pageSize: 100,
    });
  });

  it('reads a shared link, and falls back where the list has no such combination', () => {
    const shared = selectionFromSearch(new URLSearchParams('event=WEI&class=W&year=2024&environment=0&best=0&page=3&size=50'), list);
    expect(shared).toEqual({ eventCode: 'WEI', classCode: 'W', year: 2024, environment: 0, bestOnly: false, pageNumber: 3, pageSize: 50 });
    expect(selectionFromSearch(new URLSearchParams('event=WEI&class=M&year=99&environment=7&size=33'), list)).toMatchObject({
      eventCode: 'WEI',
      classCode: 'W',
      year: undefined,
      environment: undefined,
      pageSize: 100,
    });
    expect(selectionFromSearch(new URLSearchParams('event=HOC'), list)).toMatchObject({ eventCode: '100', classCode: 'M' });
  });

  it('writes the query back without defaults, and builds the ranking query', () => {
    const selection = { eventCode: '100', classCode: 'W', bestOnly: true, pageNumber: 1, pageSize: 100 };
    expect(searchOfSelection(selection)).toEqual({ event: '100', class: 'W' });
    expect(searchOfSelection({ ...selection, year: 2024, environment: 2, bestOnly: false, pageNumber: 2, pageSize: 400 })).toEqual({
      event: '100',
      class: 'W',
      year: '2024',
      environment: '2',
      best: '0',
      page: '2',
      size: '400',
    });
    expect(rankingQueryOf({ ...selection, year: 2024 })).toEqual({ eventCode: '100', classCode: 'W', year: 2024, bestOnly: true, pageNumber: 1, pageSize: 100 });
  });

  it('has nothing to show for a list without definitions', () => {
    expect(selectionFromSearch(new URLSearchParams(''), { ...list, definitions: [] })).toBeNull();
  });
});
