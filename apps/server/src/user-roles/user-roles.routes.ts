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
      handler: ({ deps, auth, access, culture, params, query }) => listUserRoles(deps, auth, access, culture, params.organizationId, query),
    }),
    route({
      endpoint: userRolesApi.organizations_from_user_roles_for_selectors,
      method: 'GET',
      path: '/api/organizations/{organizationId}/userroles/organizations',
      access: 'user',
      keep: { version: 'platform' },
      handler: ({ deps, auth, access, params }) => organizationsForSelector(deps, auth, access, params.organizationId),
    }),
    route({
      endpoint: userRolesApi.create_user_role,
      method: 'POST',
      path: '/api/userroles',
      access: 'user',
      status: 201,
      handler: ({ deps, auth, access, culture, body }) => createUserRoles(deps, auth, access, culture, body),
    }),
    route({
      endpoint: userRolesApi.delete_roles,
      method: 'PUT',
      path: '/api/userroles/delete',
      access: 'user',
      handler: ({ deps, auth, access, body }) => deleteUserRoles(deps, auth, access, body.map((r) => r.id)),
    }),
    route({
      endpoint: userRolesApi.user_role_status,
      method: 'PATCH',
      path: '/api/userroles/{id}/status',
      access: 'user',
      handler: ({ deps, auth, access, culture, params, body }) => removeUserRole(deps, auth, access, culture, params.id, body[0].value),
    }),
  ],
};
