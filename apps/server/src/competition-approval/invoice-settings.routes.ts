import { invoiceSettingsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { getInvoiceSettings, offeredToFederationAdmins, updateInvoiceSettings } from './invoice-settings.service';

const base = '/api/invoice-settings';

/**
 * The federation's invoice settings (issuer address, tax number, bank, payment days, fee per
 * finisher, invoice prefix), in the area catalogue `invoice_settings_links` of its OrgAdmins only.
 */
export const invoiceSettingsFeature: Feature = {
  name: 'invoice-settings',
  catalogue: { rel: 'invoice_settings_links', path: `${base}/links`, offered: offeredToFederationAdmins },
  routes: [
    route({ endpoint: api.invoice_settings, method: 'GET', path: base, access: 'user', handler: (ctx) => getInvoiceSettings(ctx) }),
    route({ endpoint: api.update_invoice_settings, method: 'PUT', path: base, access: 'user', handler: (ctx) => updateInvoiceSettings(ctx, ctx.body) }),
  ],
};
