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
      handler: (ctx) => listRoleRequests(ctx, ctx.query, { path: ctx.params.organizationId }),
    }),
    route({
      endpoint: roleRequestsApi.create_role_request,
      method: 'POST',
      path: '/api/rolerequests',
      access: 'user',
      status: 201,
      handler: (ctx) => createRoleRequest(ctx, ctx.body),
    }),
    route({
      endpoint: roleRequestsApi.role_request_status,
      method: 'PATCH',
      path: '/api/rolerequests/{id}/status',
      access: 'user',
      handler: (ctx) => changeRoleRequestStatus(ctx, ctx.params.id, ctx.body),
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
