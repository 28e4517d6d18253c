import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { screenTable, type WebFeature } from '../../lib/routing';

/**
 * The federation's invoice settings (issuer details, bank, payment term, fee per finisher, invoice
 * prefix). Its drawer entry shows only to the federation's OrgAdmins (the root offers the catalogue).
 */
export const invoiceSettingsFeature: WebFeature = {
  name: 'invoice-settings',
  texts: ['competition-approval'],
  routes: screenTable(['OrgAdmin'], {
    invoicesettings: ['/invoicesettings', 'dashboard', () => import('./routes/invoice-settings-page').then((m) => m.InvoiceSettingsPage)],
  }),
  drawer: [
    { key: 'invoiceSettings', position: 40, route: 'invoicesettings', label: 'drawer.invoiceSettings', icon: <ReceiptLongIcon />, group: 'drawer.userManagementGroup', audience: 'signedIn', roles: ['OrgAdmin'], rel: 'invoice_settings_links' },
  ],
};
