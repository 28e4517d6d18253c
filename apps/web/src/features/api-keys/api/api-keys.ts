import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, EndpointBody, apiKeysApi } from '@portal/domain';
import { api } from '../../../lib/api-client';
import { linkOf } from '../../../lib/links';

type Api = typeof apiKeysApi;
const AREA = 'api_key_links';
const keysKey = ['api-keys'] as const;

/** The keys of the caller's federation, newest first. */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: keysKey,
    queryFn: () => api.requestIn<Api['get_api_keys']>(AREA, 'get_api_keys'),
  });

/** Creates a key; the answer holds the key itself, the only time it is shown. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<Api['new_api_key']>) => api.requestIn<Api['new_api_key']>(AREA, 'new_api_key', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}

/** Revokes a key through its row link. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => api.followAs<Api['revoke']>(linkOf(key, 'revoke')!),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keysKey }),
  });
}
