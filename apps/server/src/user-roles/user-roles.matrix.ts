/**
 * The user role rows of the permission matrix: user management in X for admins of X, assigning
 * OrgAdmin of a club only for admins of its state association or above — derived from the demo
 * accounts' grants, not from the policy code.
 */
import { EINTRACHT, activeRoleCodes, ensureActiveRole, ensureNoRole, roleIds, userRoleById } from '../test/fixtures';
import { gate, type Row, type MatrixEnv, type AreaMatrix } from '../test/matrix';
import { expectText, mayOf, patchOf, type GrantableRole } from '../test/matrix-model';

export function userRoleRows(env: MatrixEnv): Row[] {
  const may = mayOf(env);
  const t = () => env.t();

  const assignRow = (variant: string, role: GrantableRole): Row => ({
    rel: 'create_user_role',
    mutating: true,
    variant,
    expected: gate(may.decide(role), 201, 422),
    call: async (c) => {
      await ensureNoRole(t(), c.subjectOfX, role, c.x.id);
      return { rel: 'create_user_role', payload: { userId: c.subjectOfX, organizationId: c.x.id, roleIds: [roleIds[role]] } };
    },
    changed: async (c) => expectText('roles', (await activeRoleCodes(t(), c.subjectOfX, c.x.id)).includes(role), true),
    cleanup: (c) => ensureNoRole(t(), c.subjectOfX, role, c.x.id),
  });

  return [
    // User management: admin of X.
    { rel: 'user_roles', expected: gate(may.adminOf), call: (c) => ({ rel: 'user_roles', params: { organizationId: c.x.id } }) },
    {
      rel: 'organizations_from_user_roles_for_selectors',
      expected: gate(may.adminOf),
      call: (c) => ({ rel: 'organizations_from_user_roles_for_selectors', params: { organizationId: c.x.id } }),
    },

    // ---- mutating calls, with real payloads; a refused call must leave both tables unchanged ----
    assignRow('assign Official', 'Official'),
    assignRow('assign OrgAdmin', 'OrgAdmin'),
    {
      rel: 'delete_roles',
      mutating: true,
      expected: gate(may.adminOf),
      call: async (c) => ({ rel: 'delete_roles', payload: [{ id: await ensureActiveRole(t(), c.subjectOfX, 'Official', c.x.id) }] }),
      changed: async (c, call) => expectText('user role status', (await userRoleById(t(), (call.payload as { id: number }[])[0].id)).status, 1),
    },
    {
      rel: 'user_role_status',
      mutating: true,
      expected: gate(may.adminOf),
      call: async (c) => ({ rel: 'user_role_status', params: { id: await ensureActiveRole(t(), c.subjectOfX, 'Official', c.x.id) }, patch: patchOf(1) }),
      changed: async (c, call) => expectText('user role status', (await userRoleById(t(), Number(call.params!.id))).status, 1),
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: userRoleRows,
  async rootLinkValues(env, users) {
    const eintracht = env.org(EINTRACHT);
    return {
      user_roles: { organizationId: eintracht.id },
      organizations_from_user_roles_for_selectors: { organizationId: eintracht.id },
      user_role_status: { id: await ensureActiveRole(env.t(), users.subject, 'Trainer', eintracht.id) },
    };
  },
};
