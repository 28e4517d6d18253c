/**
 * The invoice settings rows of the permission matrix: the OrgAdmins of the German federation
 * itself read and save them; everyone else, region admins included, gets 403.
 */
import { DLV, type AccountKey, type Org } from '../test/fixtures';
import type { Ctx, Row } from '../test/matrix';

export interface InvoiceSettingsMatrixEnv {
  org: (name: string) => Org;
  grantIds: (who: AccountKey) => { role: string; orgId: number }[];
}

/** The demo federation's seeded values: saving them is allowed and leaves the data as it was. */
const seeded = {
  street: 'Alsfelder Straße 27',
  zip: '64289',
  town: 'Darmstadt',
  taxNumber: '007 250 12345',
  vatId: '',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  accountHolder: 'Deutscher Leichtathletik-Verband e. V.',
  paymentDays: 30,
  perFinisherCents: 50,
  handlingFeeCents: 1500,
  invoicePrefix: 'DLV',
};

export function invoiceSettingsRows(env: InvoiceSettingsMatrixEnv): Row[] {
  const federationAdmin = (c: Ctx) => env.grantIds(c.who).some((g) => g.role === 'OrgAdmin' && g.orgId === env.org(DLV).id);
  const expected = (c: Ctx) => (federationAdmin(c) ? 200 : 403);
  return [
    { rel: 'invoice_settings', once: true, expected, call: () => ({ rel: 'invoice_settings' }) },
    { rel: 'update_invoice_settings', once: true, mutating: true, expected, call: () => ({ rel: 'update_invoice_settings', payload: seeded }) },
  ];
}
