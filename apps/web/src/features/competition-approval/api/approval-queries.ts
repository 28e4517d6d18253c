import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isSearchable } from '../../../lib/lookups';
import type { competitionApprovalApi, CompetitionApprovalListQuery, EndpointQuery, publicCalendarApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { areaQueries, idParams } from '../../../lib/area-queries';

/** The area catalogue every call of this feature goes through. */
export const AREA = 'competition_approval_links';

/** Prefix of every query of the area; mutations invalidate through it. */
export const approvalsKey = ['competition-approvals'] as const;

const queries = areaQueries<typeof competitionApprovalApi>(AREA, approvalsKey);

/** One page of the applications visible in organisation `organizationId`. */
export const approvalListQueryOptions = (organizationId: number | null, query: CompetitionApprovalListQuery) =>
  queries.page('get_by_org', query, organizationId === null ? null : { organizationId });

/** One application with its links, approvals, attachments and history. */
export const approvalQueryOptions = (id: number | null) => queries.entry('get_by_id', idParams(id));

/** The federation's age classes for the classes step. */
export const classDefinitionsQueryOptions = () =>
  queryOptions({
    queryKey: [...approvalsKey, 'classes'],
    queryFn: () => api.requestIn<typeof competitionApprovalApi.get_all_classes>(AREA, 'get_all_classes'),
    staleTime: Infinity,
  });

/** The federation's road and endurance events for the classes step. */
export const enduranceEventsQueryOptions = () =>
  queryOptions({
    queryKey: [...approvalsKey, 'events'],
    queryFn: () => api.requestIn<typeof competitionApprovalApi.get_endurance_events>(AREA, 'get_endurance_events'),
    staleTime: Infinity,
  });

/** The caller's federation's fee schedule (for the estimates before requesting and before sending finishers). */
export const feeScheduleQueryOptions = () => queries.lookup('fee_schedule');

/** Other events on the same day nearby (warning on the form). */
export const dateClashesQueryOptions = (query: EndpointQuery<typeof competitionApprovalApi.date_clashes> | null) =>
  queryOptions({
    queryKey: [...approvalsKey, 'clashes', query],
    queryFn: () => api.requestIn<typeof competitionApprovalApi.date_clashes>(AREA, 'date_clashes', { query: query!, keepError: true }),
    enabled: query !== null,
    staleTime: 30_000,
  });

/** Clubs the caller may apply for whose name contains `search` (3+ characters). */
export const ownerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...approvalsKey, 'owners', search.trim()],
    queryFn: () => api.requestIn<typeof competitionApprovalApi.owner_organizations>(AREA, 'owner_organizations', { params: { search: search.trim() }, keepError: true }),
    enabled: isSearchable(search),
    staleTime: 60_000,
  });

/** The anonymous calendar of approved upcoming runs. */
export const publicCalendarQueryOptions = (query: EndpointQuery<typeof publicCalendarApi.public_calendar>) =>
  queryOptions({
    queryKey: ['public-calendar', query],
    queryFn: () => api.request<typeof publicCalendarApi.public_calendar>('public_calendar', { query }),
    placeholderData: keepPreviousData,
  });
