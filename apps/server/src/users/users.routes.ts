import { usersApi } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import * as users from './users.service';

/** The signed-in user, their organisations and roles, and user look-ups for administrators. */
export const usersFeature: Feature = {
  name: 'users',
  routes: [
    route({
      endpoint: usersApi.current_user_details,
      method: 'GET',
      path: '/api/users/current',
      access: 'user',
      keep: { version: 'platform' },
      handler: async ({ deps, auth, access }) => users.currentUser(deps.db, auth.userId, await access.grants()),
    }),
    route({
      endpoint: usersApi.verification_status,
      method: 'GET',
      path: '/api/users/current/verification',
      access: 'user',
      handler: (ctx) => users.verificationStatus(ctx),
    }),
    route({
      endpoint: usersApi.roles,
      method: 'GET',
      path: '/api/users/{id}/roles/{organizationId}',
      access: 'user',
      keep: { version: 'platform' },
      handler: (ctx) => users.rolesIn(ctx, ctx.params.id, ctx.params.organizationId),
    }),
    route({
      endpoint: usersApi.user_organizations,
      method: 'GET',
      path: '/api/users/{id}/organizations',
      access: 'user',
      keep: { version: 'platform' },
      handler: ({ auth, access, params }) => users.userOrganizations(auth, access, params.id),
    }),
    route({
      endpoint: usersApi.users_for_selectors,
      method: 'GET',
      path: '/api/organizations/{id}/users',
      access: 'user',
      handler: ({ deps, auth, access, params, query }) => users.usersForSelector(deps.db, auth, access, params.id, query.search),
    }),
    route({
      endpoint: usersApi.get_user_by_id,
      method: 'GET',
      path: '/api/users/{id}',
      access: 'user',
      handler: ({ deps, auth, access, params }) => users.userById(deps.db, auth, access, params.id),
    }),
  ],
};
