import { z } from 'zod';
import { idInput } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import { idParams, optionalSearchQuery } from '../organizations/organizations.schemas';
import { roleRequestRowSchema } from '../platform/roles.schemas';
import { currentUserSchema, roleOptionSchema, userOptionSchema, userOrganizationSchema, userSummarySchema } from './users.schemas';

/** What the verification page shows: the e-mail confirmation, the roles held and the own role requests. */
export const verificationStatusSchema = z.object({
  email: z.string(),
  emailConfirmed: z.boolean(),
  roles: z.array(z.object({ organizationName: z.string(), roleCode: z.string(), roleName: z.string() })),
  requests: z.array(roleRequestRowSchema),
});
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

/** The signed-in user, their organisations and roles, and user look-ups for administrators. */
export const usersApi = defineEndpoints({
  current_user_details: { response: currentUserSchema },
  verification_status: { response: verificationStatusSchema },
  roles: { params: z.object({ id: idInput(), organizationId: idInput() }), response: z.array(roleOptionSchema) },
  user_organizations: { params: idParams, response: z.array(userOrganizationSchema) },
  users_for_selectors: { params: idParams, query: optionalSearchQuery, response: z.array(userOptionSchema) },
  get_user_by_id: { params: idParams, response: userSummarySchema },
});
