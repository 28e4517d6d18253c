/**
 * The licence row of the permission matrix: the licence file of X for its OrgAdmins, OrgUsers and
 * Officials, derived from the demo accounts' grants, not from the policy code.
 */
import { gate, type Row, type MatrixEnv, type AreaMatrix } from '../test/matrix';
import { mayOf } from '../test/matrix-model';
import { EINTRACHT } from '../test/fixtures';

export function licenceRows(env: MatrixEnv): Row[] {
  const may = mayOf(env);
  return [
    // Licence file: OrgAdmin, OrgUser or Official in X.
    { rel: 'license', expected: gate(may.licenser), call: (c) => ({ rel: 'license', params: { organizationId: c.x.id } }) },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: licenceRows,
  anonymousRels: ['license_public_key'],
  rootLinkValues: async (env) => ({ license: { organizationId: env.org(EINTRACHT).masterId } }),
};
