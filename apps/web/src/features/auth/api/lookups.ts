import { queryOptions } from '@tanstack/react-query';
import { normalizeCulture, type organizationsApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { api } from '../../../lib/api-client';

/** Interface languages for the registration select. */
export const languagesQuery = () =>
  queryOptions({
    queryKey: ['languages', normalizeCulture(i18n.language)],
    queryFn: () => api.request<typeof organizationsApi.languages>('languages'),
    staleTime: 10 * 60_000,
  });

/** The address the server puts into mailed links (its origin must be allowed by the server). */
export function siteUrl(path: string): string {
  return `${window.location.origin}${path}`;
}
