/** Role request status (spec §4): 0 requested, 1 rejected, 2 approved, 3 deleted. */
export const roleRequestStatuses = ['requested', 'rejected', 'approved', 'deleted'] as const;
export type RoleRequestStatusName = (typeof roleRequestStatuses)[number];
export const RoleRequestStatus = { requested: 0, rejected: 1, approved: 2, deleted: 3 } as const;
export type RoleRequestStatusValue = (typeof RoleRequestStatus)[keyof typeof RoleRequestStatus];

/** Chip colours of spec §4: requested blue, rejected red, approved green, deleted grey. */
export const roleRequestStatusColor = {
  0: 'info',
  1: 'error',
  2: 'success',
  3: 'default',
} as const;

/** User role status: 0 created, 1 deleted. */
export const UserRoleStatus = { created: 0, deleted: 1 } as const;
export type UserRoleStatusValue = (typeof UserRoleStatus)[keyof typeof UserRoleStatus];
