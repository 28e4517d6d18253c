import { userRolesApi } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { createUserRoles, deleteUserRoles, listUserRoles, organizationsForSelector, removeUserRole } from './user-roles.service';

/** User management: roles in the administered organisations, assigning and removing them. */
export const userRolesFeature: Feature = {
  name: 'user-roles',
  routes: [
    route({
      endpoint: userRolesApi.user_roles,
      method: 'GET',
      path: '/api/organizations/{organizationId}/userroles',
      access: 'user',
      keep: { version: 'platform' },
      handler: (ctx) => listUserRoles(ctx, ctx.params.organizationId, ctx.query),
    }),
    route({
      endpoint: userRolesApi.organizations_from_user_roles_for_selectors,
      method: 'GET',
      path: '/api/organizations/{organizationId}/userroles/organizations',
      access: 'user',
      keep: { version: 'platform' },
      handler: (ctx) => organizationsForSelector(ctx, ctx.params.organizationId),
    }),
    route({
      endpoint: userRolesApi.create_user_role,
      method: 'POST',
      path: '/api/userroles',
      access: 'user',
      status: 201,
      handler: (ctx) => createUserRoles(ctx, ctx.body),
    }),
    route({
      endpoint: userRolesApi.delete_roles,
      method: 'PUT',
      path: '/api/userroles/delete',
      access: 'user',
      handler: (ctx) => deleteUserRoles(ctx, ctx.body.map((r) => r.id)),
    }),
    route({
      endpoint: userRolesApi.user_role_status,
      method: 'PATCH',
      path: '/api/userroles/{id}/status',
      access: 'user',
      handler: (ctx) => removeUserRole(ctx, ctx.params.id, ctx.body[0].value),
    }),
  ],
};
