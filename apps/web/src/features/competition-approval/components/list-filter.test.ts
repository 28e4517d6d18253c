import { describe, expect, it } from 'vitest';
import { activeFilterCount, defaultApprovalListFilter, listQuery } from './list-filter';

describe('listQuery', () => {
  it('sends only the filters that are set', () => {
    expect(listQuery(defaultApprovalListFilter)).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(listQuery({ ...defaultApprovalListFilter, freetextSearch: ' Darmstadt ', approvalState: 0, year: 2030, regionGuid: 3, areaGuid: 4 })).toEqual({
      pageNumber: 1,
      pageSize: 10,
      freetextSearch: 'Darmstadt',
      approvalState: 0,
      year: 2030,
      regionGuid: 3,
      areaGuid: 4,
    });
  });

  it('drops area and district without a region, and a page size the list does not offer', () => {
    const query = listQuery({ ...defaultApprovalListFilter, areaGuid: 4, districtGuid: 5, pageSize: 400 });
    expect(query).toEqual({ pageNumber: 1, pageSize: 10 });
  });

  it('opens an approver’s list on what awaits their decision until they choose otherwise', () => {
    expect(listQuery(defaultApprovalListFilter, true)).toEqual({ pageNumber: 1, pageSize: 10, awaitingMyDecision: true });
    expect(listQuery({ ...defaultApprovalListFilter, awaitingMyDecision: false }, true)).toEqual({ pageNumber: 1, pageSize: 10 });
    expect(listQuery({ ...defaultApprovalListFilter, awaitingMyDecision: true }, false)).toEqual({ pageNumber: 1, pageSize: 10 });
  });

  it('counts the additional filters that are set', () => {
    expect(activeFilterCount({ ...defaultApprovalListFilter, freetextSearch: 'x', year: 2030, competitionCategory: 9 })).toBe(2);
  });
});
