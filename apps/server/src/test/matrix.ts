/** The shapes of the permission matrix (api/permission-matrix.test.ts), shared with the rows of each area. */
import type { LightMyRequestResponse } from 'fastify';
import type { AccountKey, Org } from './fixtures';
import type { TestApp } from './harness';
import type { Rel } from './routes';

export type TargetKey = 'own' | 'club' | 'sibling' | 'foreign';
export type Rule = (who: AccountKey, x: Org) => boolean;

export interface Ctx {
  who: AccountKey;
  target: TargetKey;
  x: Org;
  /** X belongs to the other master organisation. */
  foreign: boolean;
  token: string;
  me: number;
  masterId: number;
  /** A user (not a demo account) of X's federation, who receives roles and files requests. */
  subjectOfX: number;
  /** Such a user of the caller's own federation, and one of the other federation. */
  otherUser: number;
  otherTenantUser: number;
}
export interface Call {
  rel: Rel;
  params?: Record<string, string | number>;
  query?: string;
  payload?: unknown;
  patch?: unknown[];
  headers?: Record<string, string>;
}
export interface Row {
  rel: Rel;
  variant?: string;
  /** Run once per account (the call does not name an organisation) instead of once per target. */
  once?: boolean;
  /** Changes data when allowed: a refused call is checked to have changed nothing. */
  mutating?: boolean;
  expected: (c: Ctx) => number;
  /** Arranges the objects the call acts on; returns the call. */
  call: (c: Ctx) => Call | Promise<Call>;
  /** For allowed mutating calls: what must have changed (returns mismatch texts). */
  changed?: (c: Ctx, call: Call) => Promise<string[]>;
  /** Checks on a successful body. */
  body?: (c: Ctx, res: LightMyRequestResponse) => string[];
  /** Puts things back for the next cell. */
  cleanup?: (c: Ctx) => Promise<void>;
}

/** The status for a call about X: 404 (or `foreign`) in the other federation, else `ok` if §2 allows, else 403. */
export const gate =
  (rule: Rule, ok = 200, foreign = 404) =>
  (c: Ctx) =>
    c.foreign ? foreign : rule(c.who, c.x) ? ok : 403;
export const always = (status: number) => () => status;

/** What every area's rows get from the matrix: the app, the organisations and the accounts' grants. */
export interface MatrixEnv {
  t: () => TestApp;
  org: (name: string) => Org;
  orgById: () => Map<number, Org>;
  grantIds: (who: AccountKey) => { role: string; orgId: number }[];
}

/**
 * An area's part of the permission matrix: each `<area>.matrix.ts` exports one as `matrix`, and the
 * matrix test gathers them from the files, so a new area adds a file and no line elsewhere.
 */
export interface AreaMatrix {
  rows(env: MatrixEnv): Row[];
  /** The area catalogues the root offers only to holders of a role (e.g. `import_links` to statisticians). */
  offeredByRole?: string[];
  /** The area's rels the root lists to anonymous callers. */
  anonymousRels?: string[];
  /** What to fill the path parameters of the area's root links with, for the check that each reaches its route (may create the data). */
  rootLinkValues?(env: MatrixEnv, users: RootLinkUsers): Promise<Record<string, Record<string, string | number>>>;
}

/** Users the root links' values may name: the federation admin who follows them, a user without roles, a user of the federation to grant roles to. */
export interface RootLinkUsers {
  federation: number;
  noRole: number;
  subject: number;
}
