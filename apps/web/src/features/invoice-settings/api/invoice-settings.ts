import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, invoiceSettingsApi } from '@portal/domain';
import { api } from '../../../lib/api-client';

type Api = typeof invoiceSettingsApi;
const AREA = 'invoice_settings_links';
const settingsKey = ['invoice-settings'] as const;

/** The invoice settings of the caller's federation. */
export const invoiceSettingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKey,
    queryFn: () => api.requestIn<Api['invoice_settings']>(AREA, 'invoice_settings'),
  });

/** Saves the settings and keeps the answer as the current ones. */
export function useUpdateInvoiceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<Api['update_invoice_settings']>) => api.requestIn<Api['update_invoice_settings']>(AREA, 'update_invoice_settings', { body }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
