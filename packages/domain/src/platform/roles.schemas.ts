import { z } from 'zod';
import { MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE } from './paging';

const id = (key: string) => z.coerce.number({ error: key }).int(key).positive(key);

export const createRoleRequestSchema = z.object({
  roleId: id('errorRoleRequired'),
  organizationId: id('errorOrganizationRequired'),
  userId: z.coerce.number().int().positive().optional(),
});
export type CreateRoleRequestPayload = z.input<typeof createRoleRequestSchema>;

/** JSON Patch (RFC 6902) restricted to what the screens send: replace status and reason. */
export const roleRequestPatchSchema = z
  .array(
    z.discriminatedUnion('path', [
      z.object({ op: z.literal('replace'), path: z.literal('/status'), value: z.coerce.number().int().min(0).max(3) }),
      z.object({ op: z.literal('replace'), path: z.literal('/reason'), value: z.string().max(1000).nullable() }),
    ]),
  )
  .min(1);

export const rejectReasonSchema = z.object({ reason: z.string().trim().min(1, 'errorReasonRequired').max(1000, 'errorTooLong') });

export const userRolePatchSchema = z
  .array(z.object({ op: z.literal('replace'), path: z.literal('/status'), value: z.coerce.number().int().min(0).max(1) }))
  .length(1);

export const createUserRoleSchema = z.object({
  userId: id('errorUserRequired'),
  organizationId: id('errorOrganizationRequired'),
  roleIds: z.array(z.coerce.number().int().positive()).min(1, 'errorRoleRequired').max(20),
});
export type CreateUserRolePayload = z.input<typeof createUserRoleSchema>;

export const deleteRolesSchema = z
  .array(z.object({ id: z.coerce.number().int().positive() }).loose())
  .min(1, 'errorSelectionRequired')
  .max(MAX_PAGE_SIZE);

const descending = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional();

export const roleRequestSortColumns = ['roleName', 'organizationName', 'userName', 'changedAt', 'status'] as const;

export const roleRequestsQuery = z.object({
  organizationName: z.string().max(200).optional(),
  organizationId: z.coerce.number().int().positive().optional(),
  userName: z.string().max(200).optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortBy: z.enum(roleRequestSortColumns).optional(),
  roleNameDescending: descending,
  organizationNameDescending: descending,
  userNameDescending: descending,
  changedAtDescending: descending,
  statusDescending: descending,
});

export const userRolesQuery = z.object({
  userName: z.string().max(200).optional(),
  organizationId: z.coerce.number().int().positive().optional(),
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
