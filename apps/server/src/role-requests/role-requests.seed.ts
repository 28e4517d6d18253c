import { RoleRequestStatus } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { roleRequests } from '../db/schema';
import type { DemoRefs } from '../api/define-route';
import { roleIds } from '../seed/base';

/** Open, rejected and approved requests of the demo accounts, a few hours to days old. */
export async function seedDemoRoleRequests(tx: DbOrTx, { org, user }: DemoRefs): Promise<void> {
  const hourAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  await tx.insert(roleRequests).values([
    { userId: user('norole@demo.test'), roleId: roleIds.OrgUser, organizationId: org('eintracht'), status: RoleRequestStatus.requested, changedAt: hourAgo(3) },
    { userId: user('norole@demo.test'), roleId: roleIds.OrgAdmin, organizationId: org('darmstadt'), status: RoleRequestStatus.requested, changedAt: hourAgo(30) },
    { userId: user('club.user@demo.test'), roleId: roleIds.Official, organizationId: org('eintracht'), status: RoleRequestStatus.requested, changedAt: hourAgo(50) },
    { userId: user('statistician@demo.test'), roleId: roleIds.Statistiker, organizationId: org('hessen'), status: RoleRequestStatus.requested, changedAt: hourAgo(5) },
    {
      userId: user('club.user@demo.test'),
      roleId: roleIds.Trainer,
      organizationId: org('frankfurt'),
      status: RoleRequestStatus.rejected,
      reason: 'Bitte beim Verein anfragen.',
      changedAt: hourAgo(240),
    },
    { userId: user('club.user@demo.test'), roleId: roleIds.OrgUser, organizationId: org('eintracht'), status: RoleRequestStatus.approved, changedAt: hourAgo(400) },
  ]);
}
