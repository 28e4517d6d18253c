import { eq } from 'drizzle-orm';
import { germanFeeSchedule, type InvoiceSettings, type invoiceSettingsInputSchema } from '@portal/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { feeSchedules, organizations } from '../db/schema';
import type { RequestAccess } from '../access/request-access';
import { feeScheduleOf } from './approval.repo';
import type { ServiceContext } from '../service-context';

/** Invoice numbers allow letters and digits only, ten at most; an organisation's short name is made to fit. */
const prefixOf = (externalId: string | null) => (externalId ?? '').replace(/[^A-Za-z0-9]/g, '').slice(0, 10).toUpperCase() || 'INV';

/**
 * The invoice settings are the federation's own: its OrgAdmins edit them, in the German federation
 * (the only one with competition approvals and so with invoices).
 */
export async function offeredToFederationAdmins(access: RequestAccess): Promise<boolean> {
  const auth = access.auth;
  if (!auth || !(await access.germanFlag())) return false;
  return (await access.grants()).some((g) => g.role === 'OrgAdmin' && g.organizationId === auth.masterId);
}

/** The settings of a federation; before its first save, empty issuer fields and the German fee schedule. */
export async function invoiceSettingsOf(db: DbOrTx, masterId: number): Promise<InvoiceSettings> {
  const [master] = await db.select({ name: organizations.name, externalId: organizations.externalId }).from(organizations).where(eq(organizations.id, masterId));
  const row = await feeScheduleOf(db, masterId);
  const schedule = row?.schedule ?? germanFeeSchedule;
  return {
    issuerName: master.name,
    street: row?.street ?? '',
    zip: row?.zip ?? '',
    town: row?.town ?? '',
    taxNumber: row?.taxNumber ?? '',
    vatId: row?.vatId ?? '',
    iban: row?.iban ?? '',
    bic: row?.bic ?? '',
    accountHolder: row?.accountHolder ?? '',
    paymentDays: row?.paymentDays ?? 30,
    perFinisherCents: schedule.perFinisherCents,
    handlingFeeCents: schedule.handlingFeeCents,
    invoicePrefix: row?.invoicePrefix ?? prefixOf(master.externalId),
    schedule,
  };
}

/** The caller's federation's settings (the route answers only its OrgAdmins). */
export async function getInvoiceSettings({ deps, auth }: ServiceContext<'deps' | 'auth'>): Promise<InvoiceSettings> {
  return invoiceSettingsOf(deps.db, auth.masterId);
}

/** Saves the settings; the rates go into the fee schedule, whose chargeable groups stay as they are. */
export async function updateInvoiceSettings({ deps, auth }: ServiceContext<'deps' | 'auth'>, input: z.output<typeof invoiceSettingsInputSchema>): Promise<InvoiceSettings> {
  return deps.db.transaction(async (tx) => {
    const current = await invoiceSettingsOf(tx, auth.masterId);
    const { perFinisherCents, handlingFeeCents, ...fields } = input;
    const values = { ...fields, schedule: { ...current.schedule, perFinisherCents, handlingFeeCents } };
    await tx
      .insert(feeSchedules)
      .values({ masterId: auth.masterId, ...values })
      .onConflictDoUpdate({ target: feeSchedules.masterId, set: values });
    return invoiceSettingsOf(tx, auth.masterId);
  });
}
