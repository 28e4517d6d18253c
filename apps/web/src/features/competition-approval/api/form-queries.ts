import { queryOptions } from '@tanstack/react-query';
import type { OrganizationType, organizationsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { AREA, approvalsKey } from './approval-queries';
import { areaRelsQueryOptions } from '../../../lib/area-queries';

/** The state associations (type Region) of the caller's federation, for the event location. */
export const regionsQueryOptions = () =>
  queryOptions({
    queryKey: ['organizations', 'by-type', 'Region'],
    queryFn: () => api.request<typeof organizationsApi.organizations_by_type>('organizations_by_type', { params: { type: 'Region' }, keepError: true }),
    staleTime: 5 * 60_000,
  });

/** Organisations of `type` (Area, District) below `parent`; nothing is asked before a parent is chosen. */
export const organizationsBelowQueryOptions = (type: Extract<OrganizationType, 'Area' | 'District'>, parent: number | null) =>
  queryOptions({
    queryKey: ['organizations', 'by-type', type, parent],
    queryFn: () =>
      api.request<typeof organizationsApi.organizations_by_type_and_parent>('organizations_by_type_and_parent', {
        params: { type, parent: parent! },
        keepError: true,
      }),
    enabled: parent !== null,
    staleTime: 5 * 60_000,
  });

/**
 * The rels of the area catalogue: whether the caller may create an application (`new`) is read
 * here, so the create buttons are enabled exactly when the server offers the link.
 */
export const approvalCatalogueQueryOptions = () => areaRelsQueryOptions(AREA, approvalsKey);
