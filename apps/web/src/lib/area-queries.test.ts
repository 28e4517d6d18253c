import { describe, expect, it } from 'vitest';
import { areaRelsQueryOptions, namesEntry } from './area-queries';

describe('area queries', () => {
  it('asks for an entry only where the route names one', () => {
    expect(namesEntry(12)).toBe(true);
    expect([null, 0, -3, 1.5, Number.NaN].map(namesEntry)).toEqual([false, false, false, false, false]);
  });

  it("keeps two catalogues of one area's queries apart, under the area's key", () => {
    const sets = areaRelsQueryOptions('recordset_links', ['records']).queryKey;
    const records = areaRelsQueryOptions('record_links', ['records']).queryKey;
    expect(sets).not.toEqual(records);
    expect(sets.slice(0, 1)).toEqual(['records']);
  });
});
