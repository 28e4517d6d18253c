/**
 * The model of the permission matrix (api/permission-matrix.test.ts): who holds what (from the
 * seed), and PRODUCT.md §2 as predicates, shared with the rows of each area. The expectations are
 * derived from the demo accounts' grants, not from the server's policy code.
 */
import { clubTypes } from '@portal/domain';
import { demoUsers } from '../seed/demo';
import { demoTree, type DemoOrg } from '../seed/demo-tree';
import { accounts, type AccountKey, type Org, type roleIds } from './fixtures';
import type { Rule } from './matrix';

const orgNameByKey = new Map<string, string>();
const walk = (nodes: DemoOrg[]): void => {
  for (const node of nodes) {
    if (node.key) orgNameByKey.set(node.key, node.name);
    walk(node.children ?? []);
  }
};
walk(demoTree);

export const grantsOf = (who: AccountKey) =>
  demoUsers.find((u) => u.email === accounts[who])!.roles.map(([role, key]) => ({ role, orgName: orgNameByKey.get(key)! }));
export const masterNameOf = (who: AccountKey) => orgNameByKey.get(demoUsers.find((u) => u.email === accounts[who])!.master)!;

export type GrantableRole = keyof typeof roleIds;
export type Grant = { role: string; orgId: number };
/** The grants of an account with the ids of their organisations (`org` is known once the database is loaded). */
export const grantIdsOf =
  (org: (name: string) => Org) =>
  (who: AccountKey): Grant[] =>
    grantsOf(who).map((g) => ({ role: g.role, orgId: org(g.orgName).id }));

/** What the predicates need: the grants by organisation id, and every organisation by id. */
export interface MatrixModelEnv {
  grantIds: (who: AccountKey) => Grant[];
  orgById: () => Map<number, Org>;
}

/** PRODUCT.md §2, as predicates over an account and an organisation X of its own federation. */
export function mayOf(env: MatrixModelEnv) {
  const { grantIds } = env;
  const may = {
    anyone: (() => true) as Rule,
    nobody: (() => false) as Rule,
    /** X is a current organisation of the user (a role there), or their federation (X-Current-Org semantics). */
    member: ((who, x) => grantIds(who).some((g) => g.orgId === x.id) || x.name === masterNameOf(who)) as Rule,
    /** "Admin of X": OrgAdmin in X or in any ancestor of X. */
    adminOf: ((who, x) => grantIds(who).some((g) => g.role === 'OrgAdmin' && x.path.includes(g.orgId))) as Rule,
    adminAnywhere: ((who) => grantIds(who).some((g) => g.role === 'OrgAdmin')) as Rule,
    /** Licence file for X: OrgAdmin, OrgUser or Official in X. */
    licenser: ((who, x) => grantIds(who).some((g) => g.orgId === x.id && ['OrgAdmin', 'OrgUser', 'Official'].includes(g.role))) as Rule,
    /** Deciding (or assigning) `role` in X: admin of X; OrgAdmin of a club only by admins of its state association or above. */
    decide:
      (role: GrantableRole): Rule =>
      (who, x) => {
        if (role !== 'OrgAdmin' || !(clubTypes as readonly string[]).includes(x.type)) return may.adminOf(who, x);
        const regionAt = x.path.findIndex((id) => env.orgById().get(id)?.type === 'Region');
        const deciders = regionAt >= 0 ? x.path.slice(0, regionAt + 1) : x.path.slice(0, 1);
        return grantIds(who).some((g) => g.role === 'OrgAdmin' && deciders.includes(g.orgId));
      },
  };
  return may;
}

/** A JSON patch setting the status (and the reason) of a role request or user role. */
export const patchOf = (value: number, reason?: string) => [
  { op: 'replace', path: '/status', value },
  ...(reason ? [{ op: 'replace', path: '/reason', value: reason }] : []),
];
/** A mismatch text when `actual` is not `wanted` (compared as JSON). */
export const expectText = (label: string, actual: unknown, wanted: unknown) => (JSON.stringify(actual) === JSON.stringify(wanted) ? [] : [`${label}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(wanted)}`]);
