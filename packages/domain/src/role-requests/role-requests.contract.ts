import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams, organizationIdParams } from '../organizations/organizations.schemas';
import { pagedSchema } from '../platform/paging';
import { createRoleRequestSchema, roleRequestPatchSchema, roleRequestRowSchema, roleRequestsQuery, statusOptionSchema } from '../platform/roles.schemas';

/** Role requests: the list, filing one, deciding or removing it, and the statuses. */
export const roleRequestsApi = defineEndpoints({
  role_requests: { params: organizationIdParams, query: roleRequestsQuery, response: pagedSchema(roleRequestRowSchema) },
  create_role_request: { body: createRoleRequestSchema, response: roleRequestRowSchema },
  role_request_status: { params: idParams, body: roleRequestPatchSchema, response: roleRequestRowSchema },
  role_request_statuses: { response: z.array(statusOptionSchema) },
});
