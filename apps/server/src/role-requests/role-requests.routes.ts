import { roleRequestsApi } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { changeRoleRequestStatus, createRoleRequest, listRoleRequests, roleRequestStatusOptions } from './role-requests.service';
import { seedDemoRoleRequests } from './role-requests.seed';

/** Role requests: the list, filing one, deciding or removing it, and the statuses. */
export const roleRequestsFeature: Feature = {
  name: 'role-requests',
  seed: { demo: seedDemoRoleRequests },
  routes: [
    route({
      endpoint: roleRequestsApi.role_requests,
      method: 'GET',
      path: '/api/organizations/{organizationId}/rolerequests',
      access: 'user',
      keep: { version: 'platform' },
      handler: ({ deps, auth, access, culture, params, query }) => listRoleRequests(deps, auth, access, culture, query, { path: params.organizationId }),
    }),
    route({
      endpoint: roleRequestsApi.create_role_request,
      method: 'POST',
      path: '/api/rolerequests',
      access: 'user',
      status: 201,
      handler: ({ deps, auth, access, culture, body }) => createRoleRequest(deps, auth, access, culture, body),
    }),
    route({
      endpoint: roleRequestsApi.role_request_status,
      method: 'PATCH',
      path: '/api/rolerequests/{id}/status',
      access: 'user',
      handler: ({ deps, auth, access, culture, params, body }) => changeRoleRequestStatus(deps, auth, access, culture, params.id, body),
    }),
    route({
      endpoint: roleRequestsApi.role_request_statuses,
      method: 'GET',
      path: '/api/rolerequesthistory/statuses',
      access: 'user',
      handler: async ({ culture }) => roleRequestStatusOptions(culture),
    }),
  ],
};
