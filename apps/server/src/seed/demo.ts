import { sql } from 'drizzle-orm';
import { germanFeeSchedule, type RoleCode } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client';
import { feeSchedules, userRoles, users } from '../db/schema';
import { hashPassword } from '../account/passwords';
import { insertOrganization } from '../core/organizations/organizations.repo';
import { demoTree, type DemoOrg } from './demo-tree';
import { roleIds } from './base';
import { seedDemoCrowd } from './demo-crowd';
import { features } from '../features';

export const DEMO_PASSWORD = 'Demo-Passwort-2026';

interface DemoUser {
  email: string;
  firstName: string;
  lastName: string;
  title?: 'Herr' | 'Frau';
  master: string;
  languageId?: number;
  approver?: boolean;
  roles: [RoleCode, string][];
}

/** The demo accounts listed in the README, all with the password Demo-Passwort-2026. */
export const demoUsers: DemoUser[] = [
  { email: 'federation.admin@demo.test', firstName: 'Franziska', lastName: 'Bundmann', title: 'Frau', master: 'dlv', roles: [['OrgAdmin', 'dlv']] },
  { email: 'region.admin@demo.test', firstName: 'Reinhard', lastName: 'Landauer', title: 'Herr', master: 'dlv', roles: [['OrgAdmin', 'hessen']] },
  { email: 'club.user@demo.test', firstName: 'Clara', lastName: 'Vereinsam', title: 'Frau', master: 'dlv', roles: [['OrgUser', 'eintracht']] },
  { email: 'approver@demo.test', firstName: 'Anton', lastName: 'Genehm', title: 'Herr', master: 'dlv', approver: true, roles: [['Approver', 'hessen']] },
  {
    email: 'federation.approver@demo.test',
    firstName: 'Friederike',
    lastName: 'Bundesgenehm',
    title: 'Frau',
    master: 'dlv',
    approver: true,
    roles: [['Approver', 'dlv']],
  },
  { email: 'statistician@demo.test', firstName: 'Stefanie', lastName: 'Zahl', title: 'Frau', master: 'dlv', roles: [['Statistiker', 'dlv']] },
  { email: 'records@demo.test', firstName: 'Rainer', lastName: 'Rekord', title: 'Herr', master: 'dlv', roles: [['RecordAdmin', 'dlv']] },
  { email: 'manual@demo.test', firstName: 'Manuela', lastName: 'Liste', title: 'Frau', master: 'dlv', roles: [['ManualBestlistAdmin', 'dlv']] },
  { email: 'nl.admin@demo.test', firstName: 'Niels', lastName: 'de Vries', master: 'atletiekunie', languageId: 3, roles: [['OrgAdmin', 'atletiekunie']] },
  { email: 'norole@demo.test', firstName: 'Noah', lastName: 'Ohnerolle', title: 'Herr', master: 'dlv', roles: [] },
];

async function insertTree(tx: DbOrTx, nodes: DemoOrg[], parentId: number | null, keys: Map<string, { id: number; path: number[] }>): Promise<void> {
  for (const node of nodes) {
    const { children, key, ...fields } = node;
    const row = await insertOrganization(tx, { ...fields, parentId });
    if (key) keys.set(key, { id: row.id, path: row.path });
    if (children) await insertTree(tx, children, row.id, keys);
  }
}

/**
 * Demo organisations, accounts, roles and pending role requests; only into a database without
 * users. With `crowd`, also the members that fill several pages and the federation's statistics
 * (the portal's demo, not the tests).
 */
/** The demo federation's invoice details; the IBAN is the standard example one (valid check digits, no real account). */
export const demoInvoiceDetails = {
  invoicePrefix: 'DLV',
  street: 'Alsfelder Straße 27',
  zip: '64289',
  town: 'Darmstadt',
  taxNumber: '007 250 12345',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  accountHolder: 'Deutscher Leichtathletik-Verband e. V.',
  paymentDays: 30,
};

export async function seedDemo(db: Db, options: { crowd?: boolean } = {}): Promise<boolean> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if (Number(existing[0].n) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const keys = new Map<string, { id: number; path: number[] }>();
    await insertTree(tx, demoTree, null, keys);
    const org = (key: string) => keys.get(key)!.id;
    await tx.insert(feeSchedules).values({ masterId: org('dlv'), schedule: germanFeeSchedule, ...demoInvoiceDetails });
    const ids = new Map<string, number>();
    for (const u of demoUsers) {
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          passwordHash,
          firstName: u.firstName,
          lastName: u.lastName,
          title: u.title ?? null,
          languageId: u.languageId ?? 1,
          masterOrganizationId: org(u.master),
          approver: u.approver ?? false,
          emailConfirmedAt: new Date(),
        })
        .returning({ id: users.id });
      ids.set(u.email, row.id);
      for (const [role, orgKey] of u.roles) {
        await tx.insert(userRoles).values({ userId: row.id, roleId: roleIds[role as keyof typeof roleIds], organizationId: org(orgKey) });
      }
    }
    const user = (email: string) => ids.get(email)!;
    const refs = { org, path: (key: string) => keys.get(key)!.path, user };
    // Each area's demo data, in the order of the feature list.
    for (const feature of features) await feature.seed?.demo?.(tx, refs);
  });
  if (options.crowd) {
    await seedDemoCrowd(db, passwordHash);
    for (const feature of features) await feature.seed?.crowd?.(db);
  }
  return true;
}
