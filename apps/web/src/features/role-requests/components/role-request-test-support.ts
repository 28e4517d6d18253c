import { sampleOf } from '../../../testing/render-pages';
import type { RoleRequestRow } from '../api/types';

/** Stefanie Zahl's open request to be a trainer at ASC Darmstadt; `over` replaces fields. */
export const sampleRoleRequest = sampleOf<RoleRequestRow>(40, (id) => ({
  id,
  userId: 5,
  roleId: 3,
  organizationId: 15,
  status: 0,
  statusLocalized: 'Offen',
  changedAt: '2026-06-01T08:00:00.000Z',
  reason: null,
  roleName: 'Trainer',
  roleCode: 'Trainer',
  organizationName: 'ASC Darmstadt',
  userName: 'Stefanie Zahl',
  userEmail: 'stefanie@example.org',
  isAdmin: false,
  links: [],
}));
