import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { UserRoleStatus, translate, type BestListExportAnswer, type BestListExportValues } from '@portal/domain';
import type { DbOrTx } from '../../db/client';
import { organizations, roles, userRoles, users } from '../../db/schema';
import { enqueue } from '../../jobs/queue';
import { HOUR } from '../../lib/clock';
import { fieldError, notFound, tooManyRequests } from '../../lib/problems';
import { hit } from '../../lib/rate-counter';
import { normalizeAddress, spendMailBudget } from '../../mail/mail-budget';
import { findBestList } from '../best-lists.repo';
import { bestListExportJob } from './export.job';
import type { ServiceContext } from '../../service-context';

type ExportQuery = BestListExportValues;

/** At most this many exports one user may ask for per hour (each builds a workbook and mails it). */
export const EXPORTS_PER_USER_PER_HOUR = 10;

/**
 * Whether `address` belongs to a confirmed user of the federation `masterId` who holds the
 * Statistiker role there: the only people besides the caller that a list of members' names and
 * years of birth may be mailed to.
 */
async function isFellowStatistician(tx: DbOrTx, masterId: number, address: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.status, UserRoleStatus.created)))
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.code, 'Statistiker')))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(
      and(
        eq(users.masterOrganizationId, masterId),
        isNotNull(users.emailConfirmedAt),
        sql`coalesce(${organizations.masterId}, ${organizations.id}) = ${masterId}`,
        sql`lower(${users.email}) = ${address.trim().toLowerCase()}`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Queues the export of a list of the caller's federation and answers the text the screen shows.
 * The same export (list, address and parameters) is queued once while it waits or runs; the year
 * defaults to the current one (PRODUCT §8), the address to the caller's. The workbook and its mail
 * are in the language the form was filled in (the request's culture), which need not be the one
 * of the caller's profile.
 */
export async function startExport({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, id: number, query: ExportQuery): Promise<BestListExportAnswer> {
  if (!(await findBestList(deps.db, id, auth.masterId))) throw notFound();
  const [user] = await deps.db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, auth.userId));
  if (!user) throw notFound();
  const email = query.mail ?? user.email;
  const toSelf = normalizeAddress(email) === normalizeAddress(user.email);
  if (!toSelf && !(await isFellowStatistician(deps.db, auth.masterId, email))) throw fieldError('Mail', 'errorExportRecipient');
  const year = query.year ?? deps.clock.now().getFullYear();
  const payload = {
    bestListId: id,
    masterId: auth.masterId,
    userId: auth.userId,
    email,
    name: `${user.firstName} ${user.lastName}`.trim().slice(0, 200),
    language: culture,
    pageSize: query.pageSize,
    year,
    environment: query.envi,
    foreigners: query.foreigners,
  };
  const key = [id, email.toLowerCase(), year, query.envi, query.foreigners, query.pageSize].join(':');
  const now = deps.clock.now();
  const queued = await deps.db.transaction(async (tx) => {
    if ((await hit(tx, `export-user:${auth.userId}`, HOUR, now)).count > EXPORTS_PER_USER_PER_HOUR) {
      throw tooManyRequests('validation.errorTooManyExports', { max: EXPORTS_PER_USER_PER_HOUR });
    }
    const added = await enqueue(tx, bestListExportJob, payload, { key });
    if (added && !toSelf) await spendMailBudget(tx, auth.userId, now, [normalizeAddress(email)]);
    return added;
  });
  return { message: translate(culture, `statistics.bestListExport.${queued ? 'queued' : 'alreadyQueued'}`, { email }), queued };
}
