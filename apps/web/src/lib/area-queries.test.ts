import { describe, expect, it } from 'vitest';
import type { recordsApi } from '@portal/domain';
import { areaQueries, areaRelsQueryOptions, idParams, namesEntry } from './area-queries';

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

  it("keeps an area's pages, entries and look-ups apart under its key, and asks for none without its params", () => {
    const records = areaQueries<typeof recordsApi>('record_links', ['records']);
    const page = records.page('get_records', { pageNumber: 1, pageSize: 10 }, idParams(4));
    expect(page.queryKey).toEqual(['records', 'get_records', { id: 4 }, { pageNumber: 1, pageSize: 10 }]);
    expect(page.enabled).toBe(true);
    expect(records.page('get_records', { pageNumber: 1, pageSize: 10 }, idParams(null)).enabled).toBe(false);
    expect(records.entry('get_by_id', idParams(7)).queryKey).toEqual(['records', 'get_by_id', { id: 7 }]);
    expect(records.entry('get_by_id', idParams(0)).enabled).toBe(false);
    expect(records.lookup('get_events', idParams(4)).staleTime).toBeGreaterThan(0);
    expect(records.lookup('get_events', idParams(null)).enabled).toBe(false);
    expect(records.rels().queryKey).toEqual(areaRelsQueryOptions('record_links', ['records']).queryKey);
  });
});
