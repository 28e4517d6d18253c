/**
 * The role request rows of the permission matrix: the own requests under a current organisation,
 * requests for oneself only, and decisions by admins of X (OrgAdmin of a club only by admins of its
 * state association or above) — derived from the demo accounts' grants, not from the policy code.
 */
import { EINTRACHT, activeRoleCodes, closeOpenRequests, ensureNoRole, freshOpenRequest, openRequestIds, roleIds, roleRequestById } from '../test/fixtures';
import { always, gate, type Row, type MatrixEnv, type AreaMatrix } from '../test/matrix';
import { expectText, mayOf, patchOf, type GrantableRole } from '../test/matrix-model';

export function roleRequestRows(env: MatrixEnv): Row[] {
  const may = mayOf(env);
  const t = () => env.t();

  const decisionRow = (variant: string, role: GrantableRole, status: 1 | 2 | 3): Row => ({
    rel: 'role_request_status',
    mutating: true,
    variant,
    expected: gate(may.decide(role)),
    call: async (c) => ({ rel: 'role_request_status', params: { id: await freshOpenRequest(t(), c.subjectOfX, role, c.x.id) }, patch: patchOf(status, status === 1 ? 'Begründung' : undefined) }),
    changed: async (c, call) => [
      ...expectText('request status', (await roleRequestById(t(), Number(call.params!.id))).status, status),
      ...expectText('roles', (await activeRoleCodes(t(), c.subjectOfX, c.x.id)).includes(role), status === 2),
    ],
    cleanup: (c) => ensureNoRole(t(), c.subjectOfX, role, c.x.id),
  });

  return [
    // Any signed-in user: own details, own organisations, catalogues, look-ups in the own federation.
    { rel: 'role_request_statuses', once: true, expected: always(200), call: () => ({ rel: 'role_request_statuses' }) },
    // The own role requests, listed under a current organisation.
    { rel: 'role_requests', expected: gate(may.member), call: (c) => ({ rel: 'role_requests', params: { organizationId: c.x.id } }) },

    // ---- mutating calls, with real payloads; a refused call must leave both tables unchanged ----
    {
      rel: 'create_role_request',
      mutating: true,
      variant: 'for oneself',
      expected: gate(may.anyone, 201, 422),
      call: async (c) => {
        await closeOpenRequests(t(), c.me, 'Trainer', c.x.id);
        return { rel: 'create_role_request', payload: { roleId: roleIds.Trainer, organizationId: c.x.id } };
      },
      changed: async (c) => expectText('open requests', (await openRequestIds(t(), c.me, 'Trainer', c.x.id)).length, 1),
    },
    {
      rel: 'create_role_request',
      mutating: true,
      variant: 'in the name of another user',
      expected: gate(may.nobody, 201, 403),
      call: (c) => ({ rel: 'create_role_request', payload: { roleId: roleIds.Official, organizationId: c.x.id, userId: c.subjectOfX } }),
    },
    decisionRow('approve another user’s request for Official', 'Official', 2),
    decisionRow('reject another user’s request for Official', 'Official', 1),
    decisionRow('remove another user’s request for Official', 'Official', 3),
    decisionRow('approve another user’s request for OrgAdmin', 'OrgAdmin', 2),
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: roleRequestRows,
  async rootLinkValues(env, users) {
    const eintracht = env.org(EINTRACHT);
    const requestId = (await openRequestIds(env.t(), users.noRole, 'OrgUser', eintracht.id))[0] ?? 1;
    return { role_requests: { organizationId: eintracht.masterId }, role_request_status: { id: requestId } };
  },
};
