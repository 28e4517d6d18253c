import type { CompetitionApproval, InvoiceSettings } from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { EINTRACHT, FRANKFURT, HESSEN, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { applicationPayload, base, createApplication, dayFromNow, finishers, hrefOf } from './approval.fixtures';
import { addDays } from './invoice.service';
import { embeddedFiles } from './invoice.fixtures';
import { feeSchedules } from '../db/schema';
import { localWallTime } from './approval.service';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const url = '/api/invoice-settings';
const relsOf = (body: { links: { rel: string }[] }) => body.links.map((l) => l.rel);
const valid = {
  street: 'Alsfelder Straße 27',
  zip: '64289',
  town: 'Darmstadt',
  taxNumber: '',
  vatId: 'de 123 456 789',
  iban: 'de44 5001 0517 5407 3249 31',
  bic: 'ingddeffxxx',
  accountHolder: 'Deutscher Leichtathletik-Verband e. V.',
  paymentDays: 14,
  perFinisherCents: 60,
  handlingFeeCents: 2000,
  invoicePrefix: 'dlvr',
};

/** An approved application three days past, with finisher numbers sent. */
async function readyForInvoice(name: string): Promise<CompetitionApproval> {
  const ids = { owner: org(EINTRACHT).id, region: org(HESSEN).id, district: org(FRANKFURT).id };
  let app = await createApplication(t, s.club.token, applicationPayload(ids, { name, startDate: `${dayFromNow(-3)}T10:00`, endDate: dayFromNow(-3) }));
  app = (await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/request`, payload: { version: app.version } })).json();
  app = (await t.as(s.approver.token, { method: 'PUT', url: `${base}/${app.id}/approvals/${ids.region}`, payload: { approvalState: 1, version: app.version } })).json();
  app = (await t.as(s.club.token, { method: 'PUT', url: `${base}/${app.id}/finishers`, payload: finishers(app.version) })).json();
  return app;
}

describe('invoice settings', () => {
  it('are offered to the OrgAdmins of the German federation only; everyone else is refused with 403', async () => {
    expect(relsOf((await t.as(s.federation.token, { method: 'GET', url: '/api' })).json())).toContain('invoice_settings_links');
    const catalogue = await t.as(s.federation.token, { method: 'GET', url: `${url}/links` });
    expect(relsOf(catalogue.json()).sort()).toEqual(['invoice_settings', 'update_invoice_settings']);
    for (const who of ['region', 'club', 'approver', 'federationApprover', 'nl'] as const) {
      expect(relsOf((await t.as(s[who].token, { method: 'GET', url: '/api' })).json()), who).not.toContain('invoice_settings_links');
      expect((await t.as(s[who].token, { method: 'GET', url })).statusCode, who).toBe(403);
      expect((await t.as(s[who].token, { method: 'PUT', url, payload: valid })).statusCode, who).toBe(403);
    }
    expect((await t.as(null, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('answer the seeded issuer details with the fee schedule', async () => {
    const r = await t.as(s.federation.token, { method: 'GET', url });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({
      issuerName: 'Deutscher Leichtathletik-Verband',
      street: 'Alsfelder Straße 27',
      iban: 'DE89370400440532013000',
      paymentDays: 30,
      perFinisherCents: 50,
      invoicePrefix: 'DLV',
      schedule: { chargeableGroups: ['Active', 'U2018', 'Masters'], handlingFeeCents: 1500 },
    });
  });

  it('refuse a wrong IBAN, BIC and a missing tax number with 422 per field, in the caller’s language', async () => {
    const r = await t.as(s.federation.token, {
      method: 'PUT',
      url: `${url}?culture=en`,
      payload: { ...valid, iban: 'DE44500105175407324932', bic: 'INGDEF', taxNumber: '', vatId: '', paymentDays: 0, street: '' },
    });
    expect(r.statusCode, r.body).toBe(422);
    const errors = r.json().errors as Record<string, string[]>;
    expect(errors.Iban).toEqual(['The IBAN is invalid (check digits or length do not match)']);
    expect(errors.Bic).toEqual(['The BIC is invalid (8 or 11 characters, e.g. COBADEFFXXX)']);
    expect(errors.TaxNumber).toEqual(['Enter a tax number or a VAT ID']);
    expect(errors.PaymentDays).toBeDefined();
    expect(errors.Street).toBeDefined();
    const unchanged = (await t.as(s.federation.token, { method: 'GET', url })).json() as InvoiceSettings;
    expect(unchanged.iban).toBe('DE89370400440532013000');
  });

  it('are saved normalised, and the next invoice prints them: VAT id, bank, due date, new rate and prefix', async () => {
    const saved = await t.as(s.federation.token, { method: 'PUT', url, payload: valid });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ vatId: 'DE123456789', iban: 'DE44500105175407324931', bic: 'INGDDEFFXXX', invoicePrefix: 'DLVR', perFinisherCents: 60, schedule: { perFinisherCents: 60, handlingFeeCents: 2000, chargeableGroups: ['Active', 'U2018', 'Masters'] } });
    expect((await t.as(s.federation.token, { method: 'GET', url })).json()).toEqual(saved.json());
    // The organiser's fee estimate follows the new rate.
    expect((await t.as(s.club.token, { method: 'GET', url: `${base}/fee-schedule` })).json()).toMatchObject({ perFinisherCents: 60 });

    const app = await readyForInvoice('Lauf mit Einstellungen');
    const created = await t.as(s.approver.token, { method: 'POST', url: `${base}/${app.id}/receipt` });
    expect(created.statusCode, created.body).toBe(200);
    const after = (await t.as(s.club.token, { method: 'GET', url: `${base}/${app.id}` })).json() as CompetitionApproval;
    expect(after.invoiceNumber).toMatch(/^DLVR-\d{4}-\d{4}$/);
    const pdf = await t.as(s.club.token, { method: 'GET', url: hrefOf(after, 'download_invoice') });
    const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
    const today = localWallTime(new Date()).slice(0, 10);
    const german = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
    for (const expected of [after.invoiceNumber!, 'Alsfelder Straße 27', '64289 Darmstadt', 'USt-IdNr.:', 'DE123456789', 'IBAN: DE44 5001 0517 5407 3249 31', 'BIC: INGDDEFFXXX', german(dayFromNow(-3)), german(addDays(today, 14)), '0,60 €']) {
      expect(text).toContain(expected);
    }
    // The download is the Factur-X hybrid: the same number in the embedded XML.
    const xml = new TextDecoder().decode((await embeddedFiles(new Uint8Array(pdf.rawPayload))).get('factur-x.xml'));
    expect(xml).toContain(`<ram:ID>${after.invoiceNumber}</ram:ID>`);
  });

  it('are needed for an invoice: without an IBAN the approver is told to have them completed', async () => {
    const app = await readyForInvoice('Lauf ohne Bank');
    await t.database.db.update(feeSchedules).set({ iban: '' });
    try {
      const refused = await t.as(s.approver.token, { method: 'POST', url: `${base}/${app.id}/receipt?culture=en` });
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors.Model[0]).toContain("The federation's invoice settings are incomplete");
      expect((await t.as(s.club.token, { method: 'GET', url: `${base}/${app.id}` })).json().invoiceNumber).toBeNull();
    } finally {
      await t.database.db.update(feeSchedules).set({ iban: 'DE89370400440532013000' });
    }
  });
});
