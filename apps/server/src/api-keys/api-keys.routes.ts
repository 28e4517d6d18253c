import { apiKeysApi as api, externalResultsApi, EXTERNAL_RESULTS_MAX, apiKeysCatalogue } from '@portal/domain';
import { catalogueArea, routeTable, type Feature } from '../api/define-route';
import { offeredToKeyHolders } from './api-keys.policy';
import { authenticateApiKey, keyCaller, listKeys, newKey, revoke } from './api-keys.service';
import { receiveResults } from './external-results.service';

/**
 * The federation's keys for meeting software: listed, created (the key shown once) and revoked, in
 * the area catalogue `api_key_links` of the federation's OrgAdmins and statisticians.
 */
export const apiKeysFeature = catalogueArea(
  { name: 'api-keys', base: '/api/api-keys', contract: api, catalogue: apiKeysCatalogue, offered: offeredToKeyHolders },
  {
    get_api_keys: ['GET', '', (ctx) => listKeys(ctx)],
    new_api_key: ['POST', '', (ctx) => newKey(ctx, ctx.body), { status: 201 }],
    revoke: ['DELETE', '/{id}', (ctx) => revoke(ctx, ctx.params.id)],
  },
);

/** Roughly what a result takes as JSON, with room: the largest call is not refused for its size. */
const BYTES_PER_RESULT = 500;

/**
 * Results sent by meeting software with a key of the federation (`Authorization: ApiKey <key>`),
 * written at once into the competition of the sender's id (decision 042).
 */
export const externalResultsFeature: Feature = {
  name: 'external-results',
  routes: routeTable(externalResultsApi, '/api/external/results', 'anonymous', {
    send_results: ['POST', '', ({ deps, request, culture, body }) => receiveResults(deps, keyCaller(request), culture, body), { apiKey: authenticateApiKey, bodyLimit: EXTERNAL_RESULTS_MAX * BYTES_PER_RESULT }],
  }),
};
