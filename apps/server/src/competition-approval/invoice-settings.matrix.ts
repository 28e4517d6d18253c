/**
 * The invoice settings rows of the permission matrix: the OrgAdmins of the German federation
 * itself read and save them; everyone else, region admins included, gets 403.
 */
import { germanFeeSchedule } from '@portal/domain';
import { demoInvoiceDetails } from '../seed/demo';
import { DLV } from '../test/fixtures';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';

/** The demo federation's seeded values as the form sends them: saving them is allowed and leaves the data as it was. */
const seeded = {
  ...demoInvoiceDetails,
  vatId: '',
  perFinisherCents: germanFeeSchedule.perFinisherCents,
  handlingFeeCents: germanFeeSchedule.handlingFeeCents,
};

export function invoiceSettingsRows(env: MatrixEnv): Row[] {
  const federationAdmin = (c: Ctx) => env.grantIds(c.who).some((g) => g.role === 'OrgAdmin' && g.orgId === env.org(DLV).id);
  const expected = (c: Ctx) => (federationAdmin(c) ? 200 : 403);
  return [
    { rel: 'invoice_settings', once: true, expected, call: () => ({ rel: 'invoice_settings' }) },
    { rel: 'update_invoice_settings', once: true, mutating: true, expected, call: () => ({ rel: 'update_invoice_settings', payload: seeded }) },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = { rows: invoiceSettingsRows, offeredByRole: ['invoice_settings_links'] };
