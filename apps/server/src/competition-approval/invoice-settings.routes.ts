import { invoiceSettingsApi as api, invoiceSettingsCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import { getInvoiceSettings, offeredToFederationAdmins, updateInvoiceSettings } from './invoice-settings.service';

/**
 * The federation's invoice settings (issuer address, tax number, bank, payment days, fee per
 * finisher, invoice prefix), in the area catalogue `invoice_settings_links` of its OrgAdmins only.
 */
export const invoiceSettingsFeature = catalogueArea(
  { name: 'invoice-settings', base: '/api/invoice-settings', contract: api, catalogue: invoiceSettingsCatalogue, offered: offeredToFederationAdmins },
  {
    invoice_settings: ['GET', '', (ctx) => getInvoiceSettings(ctx)],
    update_invoice_settings: ['PUT', '', (ctx) => updateInvoiceSettings(ctx, ctx.body)],
  },
);
