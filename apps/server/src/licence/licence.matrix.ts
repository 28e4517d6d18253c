/**
 * The licence row of the permission matrix: the licence file of X for its OrgAdmins, OrgUsers and
 * Officials, derived from the demo accounts' grants, not from the policy code.
 */
import { gate, type Row } from '../test/matrix';
import { mayOf, type MatrixModelEnv } from '../test/matrix-model';

export type LicenceMatrixEnv = MatrixModelEnv;

export function licenceRows(env: LicenceMatrixEnv): Row[] {
  const may = mayOf(env);
  return [
    // Licence file: OrgAdmin, OrgUser or Official in X.
    { rel: 'license', expected: gate(may.licenser), call: (c) => ({ rel: 'license', params: { organizationId: c.x.id } }) },
  ];
}
