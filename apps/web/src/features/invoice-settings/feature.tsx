import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import type { WebFeature } from '../../lib/routing';

/**
 * The federation's invoice settings (issuer details, bank, payment term, fee per finisher, invoice
 * prefix). Its drawer entry shows only to the federation's OrgAdmins (the root offers the catalogue).
 */
export const invoiceSettingsFeature: WebFeature = {
  name: 'invoice-settings',
  routes: [
    {
      name: 'invoicesettings',
      path: '/invoicesettings',
      parent: 'dashboard',
      authorize: ['OrgAdmin'],
      screen: () => import('./routes/invoice-settings-page').then((m) => m.InvoiceSettingsPage),
    },
  ],
  drawer: [
    {
      key: 'invoiceSettings',
      route: 'invoicesettings',
      label: 'drawer.invoiceSettings',
      icon: <ReceiptLongIcon />,
      group: 'drawer.userManagementGroup',
      audience: 'signedIn',
      roles: ['OrgAdmin'],
      rel: 'invoice_settings_links',
    },
  ],
};
