/**
 * The user rows of the permission matrix: the own details, organisations and roles for any
 * signed-in user, another user's only as PRODUCT.md §2 allows, derived from the demo accounts'
 * grants, not from the policy code.
 */
import { EINTRACHT, freshOpenRequest, insertSubjectUser } from '../test/fixtures';
import { always, gate, type Row, type MatrixEnv, type AreaMatrix } from '../test/matrix';
import { mayOf } from '../test/matrix-model';

export function userRows(env: MatrixEnv): Row[] {
  const may = mayOf(env);
  return [
    // Any signed-in user: own details, own organisations, catalogues, look-ups in the own federation.
    { rel: 'current_user_details', once: true, expected: always(200), call: () => ({ rel: 'current_user_details' }) },
    { rel: 'verification_status', once: true, expected: always(200), call: () => ({ rel: 'verification_status' }) },
    { rel: 'user_organizations', once: true, expected: always(200), call: (c) => ({ rel: 'user_organizations', params: { id: c.me } }) },
    { rel: 'user_organizations', variant: 'of another user', once: true, expected: always(403), call: (c) => ({ rel: 'user_organizations', params: { id: c.otherUser } }) },
    { rel: 'get_user_by_id', once: true, expected: always(200), call: (c) => ({ rel: 'get_user_by_id', params: { id: c.me } }) },
    {
      rel: 'get_user_by_id',
      variant: 'a user who asked for a role in X (admins of X pick them)',
      expected: gate(may.adminOf),
      call: async (c) => {
        // A user of X's federation who belongs nowhere but to X, through their request.
        const newcomer = await insertSubjectUser(env.t(), `newcomer.${c.who}.${c.target}@demo.test`, c.x.masterId);
        await freshOpenRequest(env.t(), newcomer, 'Trainer', c.x.id);
        return { rel: 'get_user_by_id', params: { id: newcomer } };
      },
    },
    { rel: 'get_user_by_id', variant: 'a user of the other federation', once: true, expected: always(404), call: (c) => ({ rel: 'get_user_by_id', params: { id: c.otherTenantUser } }) },
    { rel: 'roles', expected: gate(may.anyone), call: (c) => ({ rel: 'roles', params: { id: c.me, organizationId: c.x.id } }) },
    { rel: 'roles', variant: 'of another user', expected: gate(may.nobody, 200, 403), call: (c) => ({ rel: 'roles', params: { id: c.otherUser, organizationId: c.x.id } }) },
    // User management: admin of X.
    { rel: 'users_for_selectors', expected: gate(may.adminOf), call: (c) => ({ rel: 'users_for_selectors', params: { id: c.x.id } }) },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: userRows,
  async rootLinkValues(env, users) {
    const eintracht = env.org(EINTRACHT);
    return {
      roles: { id: users.federation, organizationId: eintracht.id },
      user_organizations: { id: users.federation },
      get_user_by_id: { id: users.federation },
      users_for_selectors: { id: eintracht.id },
    };
  },
};
