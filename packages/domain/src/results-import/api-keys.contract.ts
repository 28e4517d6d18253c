import { defineEndpoints } from '../api/endpoint';
import { apiKeyIdParams, apiKeyInputSchema, apiKeyListSchema, apiKeySchema, createdApiKeySchema, externalResultsAnswerSchema, externalResultsSchema } from './api-keys.schemas';

/** The area catalogue (rel of the root's link) that lists the endpoints of `apiKeysApi`. */
export const apiKeysCatalogue = 'api_key_links';

/**
 * The federation's keys for meeting software, in the area catalogue `api_key_links` that the root
 * offers to the federation's OrgAdmins and its statisticians.
 */
export const apiKeysApi = defineEndpoints({
  get_api_keys: { response: apiKeyListSchema },
  new_api_key: { body: apiKeyInputSchema, response: createdApiKeySchema },
  revoke: { params: apiKeyIdParams, response: apiKeySchema },
});

/** Results that meeting software sends itself, with `Authorization: ApiKey <key>` instead of a user's token. */
export const externalResultsApi = defineEndpoints({
  send_results: { body: externalResultsSchema, response: externalResultsAnswerSchema },
});
