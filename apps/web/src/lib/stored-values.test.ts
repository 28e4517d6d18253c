import { describe, expect, it } from 'vitest';
import { storedValues } from './stored-values';

const empty = { name: '', town: '', year: '' as number | '', day: null as string | null, count: '' };

describe('storedValues', () => {
  it('takes each field of the empty form from the entry, the empty value where it holds none, and what `shown` gives as it is', () => {
    const entry = { id: 4, name: 'Hallen-HM', town: null, year: 2026, day: '2026-02-14', count: 3, links: [] };
    expect(storedValues(empty, entry, { count: String(entry.count) })).toEqual({ name: 'Hallen-HM', town: '', year: 2026, day: '2026-02-14', count: '3' });
    expect(storedValues(empty, { ...entry, year: null, day: null }, { count: '' })).toEqual({ name: 'Hallen-HM', town: '', year: '', day: null, count: '' });
  });
});
