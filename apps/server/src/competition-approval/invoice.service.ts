import { eq } from 'drizzle-orm';
import { computeFee, finisherCountFields, finisherTotals, languageCodeOf, type FinisherCounts, type LanguageCode } from '@portal/domain';
import { organizations } from '../db/schema';


import { conflict, modelError, notFound } from '../lib/problems';
import { addHistory, decisionsOf, nextInvoiceNumber, updateApplication } from './approval.repo';
import { invoiceSettingsOf } from './invoice-settings.service';
import { callerOf, forAction, inTransaction, loadVisible, localWallTime } from './approval.service';
import { approvalActors } from './approval.policy';
import { invoiceFileName, policyView } from './approval.present';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf';
import { facturX, prepareFacturX } from './e-invoice';
import type { ServiceContext } from '../service-context';

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** `YYYY-MM-DD` plus whole days, as a calendar date. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Creates the invoice of an application with finisher numbers: the next gapless number of the
 * federation and year, the fee lines of its schedule, a Factur-X PDF in storage. The number is taken in the
 * same transaction that records the invoice, so a failure leaves no gap.
 */
export async function createReceipt({ deps, auth, access, culture }: ServiceContext, id: number) {
  let storedKey: string | null = null;
  await prepareFacturX();
  try {
    return await inTransaction({ deps, access }, async (tx) => {
      const { record } = await forAction(deps, tx, auth, access, id, 'createReceipt');
      const a = record.app;
      const settings = await invoiceSettingsOf(tx, a.masterId);
      // §14 UStG: no invoice without the issuer's address, tax number or VAT id, and where to pay.
      if (!settings.street || !settings.zip || !settings.town || !settings.iban || !(settings.taxNumber || settings.vatId)) {
        throw modelError('errorInvoiceSettingsIncomplete');
      }
      const [master] = await tx.select({ languageId: organizations.defaultLanguageId }).from(organizations).where(eq(organizations.id, a.masterId));
      const now = deps.clock.now();
      const year = now.getFullYear();
      const number = `${settings.invoicePrefix}-${year}-${String(await nextInvoiceNumber(tx, a.masterId, year)).padStart(4, '0')}`;
      const issuedOn = localWallTime(now).slice(0, 10);
      const d = a.details;
      const counts = Object.fromEntries([...finisherCountFields, ...finisherTotals].map((f) => [f, Number(d[f] ?? 0)])) as FinisherCounts;
      const fee = computeFee(counts, settings.schedule);
      const other = d.otherContact === true;
      const language: LanguageCode = languageCodeOf(master.languageId ?? 1);
      const invoice: InvoiceData = {
        language,
        number,
        issuedOn,
        dueOn: addDays(issuedOn, settings.paymentDays),
        issuer: { ...settings, name: settings.issuerName, countryCode: 'DE' },
        billing: other
          ? {
              company: text(d.billing_ClubCompany) || null,
              title: Number(d.billing_Titel ?? 2),
              firstName: text(d.billing_Firstname),
              lastName: text(d.billing_Lastname),
              street: text(d.billing_Street),
              zip: text(d.billing_Zip),
              town: text(d.billing_Town),
            }
          : {
              company: record.ownerName,
              title: Number(d.contact_PersonTitel ?? 2),
              firstName: text(d.contact_Firstname),
              lastName: text(d.contact_Lastname),
              street: text(d.contact_Street),
              zip: text(d.contact_Zip),
              town: text(d.contact_Town),
            },
        event: { name: a.name, startDate: a.startAt.replace(' ', 'T').slice(0, 16), town: a.town },
        lines: fee.lines,
        totalCents: fee.totalCents,
      };
      const pdf = await facturX(invoice, await renderInvoicePdf(invoice));
      const key = `approvals/${id}/invoice-${number}.pdf`;
      await deps.storage.put(key, Buffer.from(pdf), { contentType: 'application/pdf' });
      storedKey = key;
      if (!(await updateApplication(tx, id, a.version, { invoiceNumber: number, invoiceKey: key, receiptAt: now, changedAt: now, changedBy: auth.userId }))) {
        throw conflict('validation.errorStaleVersion');
      }
      await addHistory(tx, { applicationId: id, at: now, byUserId: auth.userId, action: 'receipt', fromState: a.state, toState: a.state, reason: number });
      return { receiptInformation: 1, filename: invoiceFileName(number, culture) };
    });
  } catch (error) {
    if (storedKey) await deps.storage.delete(storedKey);
    throw error;
  }
}

/** The invoice PDF for the organiser and the approvers of the application. */
export async function invoiceFile({ deps, auth, access, culture }: ServiceContext, id: number) {
  const record = await loadVisible(deps.db, auth, access, id);
  const view = policyView(record, await decisionsOf(deps.db, [id]), localWallTime(deps.clock.now()));
  if (!record.app.invoiceKey || !record.app.invoiceNumber) throw notFound();
  if (approvalActors(await callerOf(access), view).size === 0) throw notFound();
  const data = await deps.storage.get(record.app.invoiceKey);
  if (!data) throw notFound();
  return { data, fileName: invoiceFileName(record.app.invoiceNumber, culture) };
}
