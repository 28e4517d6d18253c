import { DEFAULT_PAGE_SIZE, type CompetitionApprovalListQuery } from '@portal/domain';

/** Spec §9: the list offers 10, 25 and 50 rows and 7 page buttons. */
export const listPageSizes = [DEFAULT_PAGE_SIZE, 25, 50] as const;
export const LIST_PAGE_BUTTONS = 7;

/** The overview's filter and paging as kept in local storage ('' = no restriction). */
export interface ApprovalListFilter {
  freetextSearch: string;
  approvalState: number | '';
  year: number | '';
  regionGuid: number | '';
  areaGuid: number | '';
  districtGuid: number | '';
  competitionType: number | '';
  competitionCategory: number | '';
  pageNumber: number;
  pageSize: number;
  /** Whether the additional filters are unfolded. */
  moreFilters: boolean;
  /** Only what awaits the caller's decision; null until chosen: then an approver's list opens on it. */
  awaitingMyDecision: boolean | null;
}

export const defaultApprovalListFilter: ApprovalListFilter = {
  freetextSearch: '',
  approvalState: '',
  year: '',
  regionGuid: '',
  areaGuid: '',
  districtGuid: '',
  competitionType: '',
  competitionCategory: '',
  pageNumber: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  moreFilters: false,
  awaitingMyDecision: null,
};

/** Whether the list shows only what awaits the caller's decision: as chosen, else for an approver. */
export const showsAwaiting = (filter: ApprovalListFilter, approver: boolean) => approver && (filter.awaitingMyDecision ?? true);

const optional = (value: number | '') => (value === '' ? undefined : value);

/** The list call's query for a filter; a stored page size the list no longer offers falls back to the default. */
export function listQuery(filter: ApprovalListFilter, approver = false): CompetitionApprovalListQuery & { pageNumber: number; pageSize: number } {
  const pageSize = (listPageSizes as readonly number[]).includes(filter.pageSize) ? filter.pageSize : DEFAULT_PAGE_SIZE;
  return {
    pageNumber: Math.max(1, filter.pageNumber),
    pageSize,
    freetextSearch: filter.freetextSearch.trim() || undefined,
    approvalState: optional(filter.approvalState),
    year: optional(filter.year),
    competitionType: optional(filter.competitionType),
    competitionCategory: optional(filter.competitionCategory),
    regionGuid: optional(filter.regionGuid),
    // Area and district belong to the chosen region; without one they do not apply.
    areaGuid: filter.regionGuid === '' ? undefined : optional(filter.areaGuid),
    districtGuid: filter.regionGuid === '' ? undefined : optional(filter.districtGuid),
    awaitingMyDecision: showsAwaiting(filter, approver) || undefined,
  };
}

/** How many of the additional filters are set (shown on the folded panel). */
export function activeFilterCount(filter: ApprovalListFilter): number {
  return (['approvalState', 'year', 'regionGuid', 'areaGuid', 'districtGuid', 'competitionType', 'competitionCategory'] as const).filter((k) => filter[k] !== '').length;
}
