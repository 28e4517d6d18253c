import { describe, expect, it } from 'vitest';
import { competitionDates, competitionPlace } from './competition-format';

describe('competition columns', () => {
  it('shows one day, or from and till when they differ', () => {
    expect(competitionDates({ dateFrom: '2026-02-07', dateTo: '2026-02-07' })).toBe('07.02.2026');
    expect(competitionDates({ dateFrom: '2026-02-07', dateTo: '2026-02-08' })).toBe('07.02.2026 – 08.02.2026');
  });

  it('joins town, nation and venue without empty parts', () => {
    expect(competitionPlace({ town: 'Karlsruhe', nation: 'GER', location: 'Europahalle' })).toBe('Karlsruhe, GER, Europahalle');
    expect(competitionPlace({ town: 'Karlsruhe', nation: 'GER', location: null })).toBe('Karlsruhe, GER');
    expect(competitionPlace({ town: 'Karlsruhe', nation: 'GER', location: ' ' })).toBe('Karlsruhe, GER');
  });
});
