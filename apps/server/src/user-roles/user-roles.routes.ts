import { userRolesApi } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { createUserRoles, deleteUserRoles, listUserRoles, organizationsForSelector, removeUserRole } from './user-roles.service';

/** User management: roles in the administered organisations, assigning and removing them. */
export const userRolesFeature: Feature = {
  name: 'user-roles',
  routes: routeTable(userRolesApi, '/api', 'user', {
    user_roles: ['GET', '/organizations/{organizationId}/userroles', (ctx) => listUserRoles(ctx, ctx.params.organizationId, ctx.query), { keep: { version: 'platform' } }],
    organizations_from_user_roles_for_selectors: ['GET', '/organizations/{organizationId}/userroles/organizations', (ctx) => organizationsForSelector(ctx, ctx.params.organizationId), { keep: { version: 'platform' } }],
    create_user_role: ['POST', '/userroles', (ctx) => createUserRoles(ctx, ctx.body), { status: 201 }],
    delete_roles: ['PUT', '/userroles/delete', (ctx) => deleteUserRoles(ctx, ctx.body.map((r) => r.id))],
    user_role_status: ['PATCH', '/userroles/{id}/status', (ctx) => removeUserRole(ctx, ctx.params.id, ctx.body[0].value)],
  }),
};
