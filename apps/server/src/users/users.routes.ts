import { usersApi } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import * as users from './users.service';

/** The signed-in user, their organisations and roles, and user look-ups for administrators. */
export const usersFeature: Feature = {
  name: 'users',
  routes: routeTable(usersApi, '/api', 'user', {
    current_user_details: ['GET', '/users/current', async ({ deps, auth, access }) => users.currentUser(deps.db, auth.userId, await access.grants()), { keep: { version: 'platform' } }],
    verification_status: ['GET', '/users/current/verification', (ctx) => users.verificationStatus(ctx)],
    roles: ['GET', '/users/{id}/roles/{organizationId}', (ctx) => users.rolesIn(ctx, ctx.params.id, ctx.params.organizationId), { keep: { version: 'platform' } }],
    user_organizations: ['GET', '/users/{id}/organizations', ({ auth, access, params }) => users.userOrganizations(auth, access, params.id), { keep: { version: 'platform' } }],
    users_for_selectors: ['GET', '/organizations/{id}/users', ({ deps, auth, access, params, query }) => users.usersForSelector(deps.db, auth, access, params.id, query.search)],
    get_user_by_id: ['GET', '/users/{id}', ({ deps, auth, access, params }) => users.userById(deps.db, auth, access, params.id)],
  }),
};
