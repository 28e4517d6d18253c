import { roleRequestsApi } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { changeRoleRequestStatus, createRoleRequest, listRoleRequests, roleRequestStatusOptions } from './role-requests.service';
import { seedDemoRoleRequests } from './role-requests.seed';

/** Role requests: the list, filing one, deciding or removing it, and the statuses. */
export const roleRequestsFeature: Feature = {
  name: 'role-requests',
  seed: { demo: seedDemoRoleRequests },
  routes: routeTable(roleRequestsApi, '/api', 'user', {
    role_requests: ['GET', '/organizations/{organizationId}/rolerequests', (ctx) => listRoleRequests(ctx, ctx.query, { path: ctx.params.organizationId }), { keep: { version: 'platform' } }],
    create_role_request: ['POST', '/rolerequests', (ctx) => createRoleRequest(ctx, ctx.body), { status: 201 }],
    role_request_status: ['PATCH', '/rolerequests/{id}/status', (ctx) => changeRoleRequestStatus(ctx, ctx.params.id, ctx.body)],
    role_request_statuses: ['GET', '/rolerequesthistory/statuses', async ({ culture }) => roleRequestStatusOptions(culture)],
  }),
};
