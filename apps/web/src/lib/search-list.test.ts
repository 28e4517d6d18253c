import { describe, expect, it } from 'vitest';
import { defaultSearchListState, searchListQuery } from './search-list';

describe('searchListQuery', () => {
  it('sends the page and the trimmed search, and leaves out a search of blanks', () => {
    expect(searchListQuery({ freetextSearch: '  Köln ', pageNumber: 3, pageSize: 25 })).toEqual({ pageNumber: 3, pageSize: 25, freetextSearch: 'Köln' });
    expect(searchListQuery({ ...defaultSearchListState, freetextSearch: '   ' })).toEqual({ pageNumber: 1, pageSize: 10 });
  });
});
