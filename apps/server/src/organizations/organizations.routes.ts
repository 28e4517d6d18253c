import { organizationsApi } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import * as organizations from './organizations.service';

/** Organisation look-ups, always inside the caller's master organisation, and the anonymous selectors. */
export const organizationsFeature: Feature = {
  name: 'organizations',
  routes: [
    ...routeTable(organizationsApi, '/api', 'anonymous', {
      master_organizations: ['GET', '/organizations/masters', ({ deps }) => organizations.masterOrganizationOptions(deps.db)],
      languages: ['GET', '/languages', async ({ culture }) => organizations.languageOptions(culture)],
    }),
    ...routeTable(organizationsApi, '/api/organizations', 'user', {
      find_organizations_by_name: ['GET', '/search/{search}', ({ deps, auth, params }) => organizations.findByName(deps.db, auth, params.search)],
      organizations_by_id: ['GET', '/{id}', ({ deps, auth, params }) => organizations.organizationById(deps.db, auth, params.id)],
      organizations_by_type: ['GET', '/types/{type}', ({ deps, auth, params }) => organizations.byType(deps.db, auth, params.type)],
      organizations_by_type_and_parent: ['GET', '/types/{type}/{parent}', ({ deps, auth, params }) => organizations.byType(deps.db, auth, params.type, params.parent)],
      branches_for_master_organization: ['GET', '/{id}/branches/{userId}', ({ deps, auth, params, query }) => organizations.branches(deps.db, auth, params.id, params.userId, query.search)],
      organization_roles: ['GET', '/{id}/roles/{userId}', ({ deps, auth, access, culture, params }) =>
        organizations.offeredRoles(deps.db, auth, access, culture, { organizationId: params.id, userId: params.userId, exceptExisting: false })],
      organization_roles_except_existing: ['GET', '/{id}/roles/{userId}/available', ({ deps, auth, access, culture, params }) =>
        organizations.offeredRoles(deps.db, auth, access, culture, { organizationId: params.id, userId: params.userId, exceptExisting: true })],
    }),
  ],
};
