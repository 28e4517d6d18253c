import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams, organizationIdParams } from '../organizations/organizations.schemas';
import { pagedSchema } from '../platform/paging';
import { createUserRoleSchema, deleteRolesSchema, userRolePatchSchema, userRoleRowSchema, userRolesQuery } from '../platform/roles.schemas';
import { organizationOptionSchema } from '../organizations/organizations.schemas';

/** User management: roles in the administered organisations, assigning and removing them. */
export const userRolesApi = defineEndpoints({
  user_roles: { params: organizationIdParams, query: userRolesQuery, response: pagedSchema(userRoleRowSchema) },
  organizations_from_user_roles_for_selectors: { params: organizationIdParams, response: z.array(organizationOptionSchema) },
  create_user_role: { body: createUserRoleSchema, response: z.object({ created: z.number().int() }) },
  delete_roles: { body: deleteRolesSchema, response: z.object({ deleted: z.number().int() }) },
  user_role_status: { params: idParams, body: userRolePatchSchema, response: userRoleRowSchema },
});
