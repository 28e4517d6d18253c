/**
 * The organisation rows of the permission matrix: look-ups in the own federation for any signed-in
 * user (the other federation's organisations are absent), another user's roles for admins of X —
 * derived from the demo accounts' grants, not from the policy code.
 */
import type { LightMyRequestResponse } from 'fastify';
import { always, gate, type Ctx, type Row, type MatrixEnv, type AreaMatrix } from '../test/matrix';
import { mayOf } from '../test/matrix-model';
import { EINTRACHT } from '../test/fixtures';

export function organizationRows(env: MatrixEnv): Row[] {
  const may = mayOf(env);
  const onlyOwnFederationListed = (c: Ctx, res: LightMyRequestResponse) => {
    const found = (res.json() as { value: number }[]).some((o) => o.value === c.x.id);
    return found === !c.foreign ? [] : [`X ${c.foreign ? 'listed' : 'missing'}`];
  };
  return [
    // Any signed-in user: own details, own organisations, catalogues, look-ups in the own federation.
    {
      rel: 'branches_for_master_organization',
      expected: gate(may.anyone),
      call: (c) => ({ rel: 'branches_for_master_organization', params: { id: c.x.masterId, userId: c.me } }),
    },
    {
      rel: 'branches_for_master_organization',
      variant: 'for another user',
      once: true,
      expected: always(403),
      call: (c) => ({ rel: 'branches_for_master_organization', params: { id: c.masterId, userId: c.otherUser } }),
    },
    { rel: 'organization_roles', expected: gate(may.anyone), call: (c) => ({ rel: 'organization_roles', params: { id: c.x.id, userId: c.me } }) },
    { rel: 'organization_roles', variant: 'for another user', expected: gate(may.adminOf), call: (c) => ({ rel: 'organization_roles', params: { id: c.x.id, userId: c.subjectOfX } }) },
    { rel: 'organization_roles_except_existing', expected: gate(may.anyone), call: (c) => ({ rel: 'organization_roles_except_existing', params: { id: c.x.id, userId: c.me } }) },
    {
      rel: 'organization_roles_except_existing',
      variant: 'for another user',
      expected: gate(may.adminOf),
      call: (c) => ({ rel: 'organization_roles_except_existing', params: { id: c.x.id, userId: c.subjectOfX } }),
    },
    {
      rel: 'find_organizations_by_name',
      expected: always(200),
      call: (c) => ({ rel: 'find_organizations_by_name', params: { search: c.x.name } }),
      body: onlyOwnFederationListed,
    },
    { rel: 'organizations_by_id', expected: gate(may.anyone), call: (c) => ({ rel: 'organizations_by_id', params: { id: c.x.id } }) },
    { rel: 'organizations_by_type', expected: always(200), call: (c) => ({ rel: 'organizations_by_type', params: { type: c.x.type } }), body: onlyOwnFederationListed },
    {
      rel: 'organizations_by_type_and_parent',
      expected: gate(may.anyone),
      call: (c) => ({ rel: 'organizations_by_type_and_parent', params: { type: 'Club', parent: c.x.id } }),
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: organizationRows,
  anonymousRels: ['master_organizations', 'languages'],
  async rootLinkValues(env, users) {
    const eintracht = env.org(EINTRACHT);
    return {
      branches_for_master_organization: { id: eintracht.masterId, userId: users.federation },
      organization_roles: { id: eintracht.id, userId: users.federation },
      organization_roles_except_existing: { id: eintracht.id, userId: users.federation },
      find_organizations_by_name: { search: 'Eintracht' },
      organizations_by_id: { id: eintracht.id },
      organizations_by_type: { type: 'Club' },
      organizations_by_type_and_parent: { type: 'Club', parent: eintracht.masterId },
    };
  },
};
