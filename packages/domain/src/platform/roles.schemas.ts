import { z } from 'zod';
import { flagInput, idInput, idOutput, linkSchema, optionalIdInput } from '../api/common.schemas';
import { MAX_PAGE_SIZE, pagingQuery } from './paging';
import { grantableRoleCodes } from './roles';

export const createRoleRequestSchema = z.object({
  roleId: idInput('errorRoleRequired'),
  organizationId: idInput('errorOrganizationRequired'),
  userId: idInput().optional(),
});
export type CreateRoleRequestPayload = z.input<typeof createRoleRequestSchema>;

/** JSON Patch (RFC 6902) restricted to what the screens send: replace status (required) and reason. */
export const roleRequestPatchSchema = z
  .array(
    z.discriminatedUnion('path', [
      z.object({ op: z.literal('replace'), path: z.literal('/status'), value: z.coerce.number<number | string>().int().min(0).max(3) }),
      z.object({ op: z.literal('replace'), path: z.literal('/reason'), value: z.string().max(1000, 'errorTooLong').nullable() }),
    ]),
  )
  .min(1)
  .max(2)
  .refine((ops) => ops.filter((op) => op.path === '/status').length === 1, 'errorInvalidValue');
export type RoleRequestPatch = z.input<typeof roleRequestPatchSchema>;

export const rejectReasonSchema = z.object({ reason: z.string().trim().min(1, 'errorReasonRequired').max(1000, 'errorTooLong') });

/** The one patch a user role takes: replace its status. */
export const userRolePatchSchema = z
  .array(z.object({ op: z.literal('replace'), path: z.literal('/status'), value: z.coerce.number<number | string>().int().min(0).max(1) }))
  .length(1);

export const createUserRoleSchema = z.object({
  userId: idInput('errorUserRequired'),
  organizationId: idInput('errorOrganizationRequired'),
  roleIds: z.array(idInput()).min(1, 'errorRoleRequired').max(20),
});
export type CreateUserRolePayload = z.input<typeof createUserRoleSchema>;

/** The selected rows of the user management list (other fields of a row are ignored). */
export const deleteRolesSchema = z
  .array(z.object({ id: idInput() }))
  .min(1, 'errorSelectionRequired')
  .max(MAX_PAGE_SIZE);

export const roleRequestSortColumns = ['roleName', 'organizationName', 'userName', 'changedAt', 'status'] as const;

export const roleRequestsQuery = pagingQuery.extend({
  organizationName: z.string().max(200).optional(),
  organizationId: optionalIdInput(),
  userName: z.string().max(200).optional(),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number<number | string>().int().min(0).max(3).optional()),
  sortBy: z.enum(roleRequestSortColumns).optional(),
  roleNameDescending: flagInput,
  organizationNameDescending: flagInput,
  userNameDescending: flagInput,
  changedAtDescending: flagInput,
  statusDescending: flagInput,
});
export type RoleRequestsQuery = z.input<typeof roleRequestsQuery>;

export const userRolesQuery = pagingQuery.extend({
  userName: z.string().max(200).optional(),
  organizationId: optionalIdInput(),
});
export type UserRolesQuery = z.input<typeof userRolesQuery>;

/** A row of the role request list (spec §3 “Role request”); `links` hold approve, reject, remove when allowed now. */
export const roleRequestRowSchema = z.object({
  id: idOutput,
  userId: idOutput,
  roleId: idOutput,
  organizationId: idOutput,
  status: z.number().int(),
  statusLocalized: z.string(),
  changedAt: z.string(),
  reason: z.string().nullable(),
  roleName: z.string(),
  roleCode: z.enum(grantableRoleCodes),
  organizationName: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  isAdmin: z.boolean(),
  links: z.array(linkSchema),
});
export type RoleRequestRow = z.infer<typeof roleRequestRowSchema>;

/** A row of user management (spec §3 “User role”); `links` hold `update` when the role may be removed now. */
export const userRoleRowSchema = z.object({
  id: idOutput,
  userId: idOutput,
  userName: z.string(),
  userEmail: z.string(),
  roleId: idOutput,
  roleName: z.string(),
  roleCode: z.enum(grantableRoleCodes),
  organizationId: idOutput,
  organizationName: z.string(),
  status: z.number().int(),
  statusLocalized: z.string(),
  userActiveRoleCount: z.number().int(),
  /** The organisation's only active administrator role: it cannot be removed until another admin is assigned. */
  isLastAdmin: z.boolean(),
  links: z.array(linkSchema),
});
export type UserRoleRow = z.infer<typeof userRoleRowSchema>;

/** A status with its name in the request's language. */
export const statusOptionSchema = z.object({ value: z.number().int(), text: z.string() });
