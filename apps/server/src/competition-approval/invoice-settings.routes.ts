import { invoiceSettingsApi as api, invoiceSettingsCatalogue } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { getInvoiceSettings, offeredToFederationAdmins, updateInvoiceSettings } from './invoice-settings.service';

const base = '/api/invoice-settings';

/**
 * The federation's invoice settings (issuer address, tax number, bank, payment days, fee per
 * finisher, invoice prefix), in the area catalogue `invoice_settings_links` of its OrgAdmins only.
 */
export const invoiceSettingsFeature: Feature = {
  name: 'invoice-settings',
  catalogue: { rel: invoiceSettingsCatalogue, path: `${base}/links`, offered: offeredToFederationAdmins },
  routes: routeTable(api, base, 'user', {
    invoice_settings: ['GET', '', (ctx) => getInvoiceSettings(ctx)],
    update_invoice_settings: ['PUT', '', (ctx) => updateInvoiceSettings(ctx, ctx.body)],
  }),
};
