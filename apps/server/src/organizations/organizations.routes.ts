import { organizationsApi } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import * as organizations from './organizations.service';

/** Organisation look-ups, always inside the caller's master organisation, and the anonymous selectors. */
export const organizationsFeature: Feature = {
  name: 'organizations',
  routes: [
    route({
      endpoint: organizationsApi.master_organizations,
      method: 'GET',
      path: '/api/organizations/masters',
      access: 'anonymous',
      handler: ({ deps }) => organizations.masterOrganizationOptions(deps.db),
    }),
    route({
      endpoint: organizationsApi.languages,
      method: 'GET',
      path: '/api/languages',
      access: 'anonymous',
      handler: async ({ culture }) => organizations.languageOptions(culture),
    }),
    route({
      endpoint: organizationsApi.find_organizations_by_name,
      method: 'GET',
      path: '/api/organizations/search/{search}',
      access: 'user',
      handler: ({ deps, auth, params }) => organizations.findByName(deps.db, auth, params.search),
    }),
    route({
      endpoint: organizationsApi.organizations_by_id,
      method: 'GET',
      path: '/api/organizations/{id}',
      access: 'user',
      handler: ({ deps, auth, params }) => organizations.organizationById(deps.db, auth, params.id),
    }),
    route({
      endpoint: organizationsApi.organizations_by_type,
      method: 'GET',
      path: '/api/organizations/types/{type}',
      access: 'user',
      handler: ({ deps, auth, params }) => organizations.byType(deps.db, auth, params.type),
    }),
    route({
      endpoint: organizationsApi.organizations_by_type_and_parent,
      method: 'GET',
      path: '/api/organizations/types/{type}/{parent}',
      access: 'user',
      handler: ({ deps, auth, params }) => organizations.byType(deps.db, auth, params.type, params.parent),
    }),
    route({
      endpoint: organizationsApi.branches_for_master_organization,
      method: 'GET',
      path: '/api/organizations/{id}/branches/{userId}',
      access: 'user',
      handler: ({ deps, auth, params, query }) => organizations.branches(deps.db, auth, params.id, params.userId, query.search),
    }),
    route({
      endpoint: organizationsApi.organization_roles,
      method: 'GET',
      path: '/api/organizations/{id}/roles/{userId}',
      access: 'user',
      handler: ({ deps, auth, access, culture, params }) =>
        organizations.offeredRoles(deps.db, auth, access, culture, { organizationId: params.id, userId: params.userId, exceptExisting: false }),
    }),
    route({
      endpoint: organizationsApi.organization_roles_except_existing,
      method: 'GET',
      path: '/api/organizations/{id}/roles/{userId}/available',
      access: 'user',
      handler: ({ deps, auth, access, culture, params }) =>
        organizations.offeredRoles(deps.db, auth, access, culture, { organizationId: params.id, userId: params.userId, exceptExisting: true }),
    }),
  ],
};
