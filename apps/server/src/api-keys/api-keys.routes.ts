import { apiKeysApi as api, externalResultsApi, EXTERNAL_RESULTS_MAX } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToKeyHolders } from './api-keys.policy';
import { authenticateApiKey, keyCaller, listKeys, newKey, revoke } from './api-keys.service';
import { receiveResults } from './external-results.service';

const base = '/api/api-keys';

/**
 * The federation's keys for meeting software: listed, created (the key shown once) and revoked, in
 * the area catalogue `api_key_links` of the federation's OrgAdmins and statisticians.
 */
export const apiKeysFeature: Feature = {
  name: 'api-keys',
  catalogue: { rel: 'api_key_links', path: `${base}/links`, offered: offeredToKeyHolders },
  routes: [
    route({ endpoint: api.get_api_keys, method: 'GET', path: base, access: 'user', handler: (ctx) => listKeys(ctx) }),
    route({ endpoint: api.new_api_key, method: 'POST', path: base, access: 'user', status: 201, handler: (ctx) => newKey(ctx, ctx.body) }),
    route({ endpoint: api.revoke, method: 'DELETE', path: `${base}/{id}`, access: 'user', handler: (ctx) => revoke(ctx, ctx.params.id) }),
  ],
};

/** Roughly what a result takes as JSON, with room: the largest call is not refused for its size. */
const BYTES_PER_RESULT = 500;

/**
 * Results sent by meeting software with a key of the federation (`Authorization: ApiKey <key>`),
 * written at once into the competition of the sender's id (decision 042).
 */
export const externalResultsFeature: Feature = {
  name: 'external-results',
  routes: [
    route({
      endpoint: externalResultsApi.send_results,
      method: 'POST',
      path: '/api/external/results',
      access: 'anonymous',
      apiKey: authenticateApiKey,
      bodyLimit: EXTERNAL_RESULTS_MAX * BYTES_PER_RESULT,
      handler: ({ deps, request, culture, body }) => receiveResults(deps, keyCaller(request), culture, body),
    }),
  ],
};
