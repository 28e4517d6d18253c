import { competitionApprovalApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import {
  cancelApplication,
  classDefinitions,
  copyApplication,
  createApplication,
  dateClashes,
  decideApproval,
  enduranceEvents,
  feeSchedule,
  getApplication,
  listApplications,
  offeredToApplicants,
  ownerOrganizations,
  removeApplication,
  requestApproval,
  sendFinishers,
  updateApplicationFields,
} from './approval.service';
import { addAttachment, attachmentFile, editAttachment, removeAttachment } from './attachments.service';
import { uploadResultList } from './result-list.service';
import { createReceipt, invoiceFile } from './invoice.service';
import { attachmentDisposition } from './file-sniff';
import { seedDemoApprovals } from './competition-approval.seed';

const base = '/api/competitionapprovals';

/**
 * Competition approval (spec competition-approval.md): applications, the approval chain, finisher
 * numbers, invoices and attachments, in the area catalogue `competition_approval_links` that the
 * root offers to the organisers and approvers of the German federation only.
 */
export const competitionApprovalFeature: Feature = {
  name: 'competition-approval',
  seed: { demo: seedDemoApprovals },
  catalogue: { rel: 'competition_approval_links', path: `${base}/links`, offered: offeredToApplicants },
  routes: [
    route({
      endpoint: api.get_by_org,
      method: 'GET',
      path: `${base}/organizations/{organizationId}`,
      access: 'user',
      handler: (ctx) => listApplications(ctx, ctx.params.organizationId, ctx.query),
    }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => getApplication(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: (ctx) => createApplication(ctx, ctx.body),
    }),
    route({
      endpoint: api.update_comp,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => updateApplicationFields(ctx, ctx.params.id, ctx.body),
    }),
    route({
      endpoint: api.copy_competition,
      method: 'POST',
      path: `${base}/{id}/copy`,
      access: 'user',
      status: 201,
      handler: (ctx) => copyApplication(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.request_comp_approval,
      method: 'POST',
      path: `${base}/{id}/request`,
      access: 'user',
      handler: (ctx) => requestApproval(ctx, ctx.params.id, ctx.body.version),
    }),
    route({
      endpoint: api.delete_competition,
      method: 'DELETE',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => removeApplication(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.cancel_comp,
      method: 'POST',
      path: `${base}/{id}/cancel`,
      access: 'user',
      handler: (ctx) => cancelApplication(ctx, ctx.params.id, ctx.body),
    }),
    route({
      endpoint: api.approve_competition,
      method: 'PUT',
      path: `${base}/{id}/approvals/{organizationId}`,
      access: 'user',
      handler: (ctx) => decideApproval(ctx, ctx.params.id, ctx.params.organizationId, ctx.body),
    }),
    route({
      endpoint: api.send_finishers,
      method: 'PUT',
      path: `${base}/{id}/finishers`,
      access: 'user',
      handler: (ctx) => sendFinishers(ctx, ctx.params.id, ctx.body),
    }),
    route({
      endpoint: api.upload_results,
      method: 'POST',
      path: `${base}/{id}/results`,
      access: 'user',
      handler: (ctx) => uploadResultList(ctx, ctx.request, ctx.params.id),
    }),
    route({
      endpoint: api.create_receipt,
      method: 'POST',
      path: `${base}/{id}/receipt`,
      access: 'user',
      handler: (ctx) => createReceipt(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.download_invoice,
      method: 'GET',
      path: `${base}/{id}/invoice`,
      access: 'user',
      handler: async ({ deps, auth, access, culture, params, reply }) => {
        const file = await invoiceFile({ deps, auth, access, culture }, params.id);
        reply.header('Content-Disposition', attachmentDisposition(file.fileName));
        return file.data;
      },
    }),
    route({
      endpoint: api.new_attachment,
      method: 'POST',
      path: `${base}/{id}/attachments`,
      access: 'user',
      handler: (ctx) => addAttachment(ctx, ctx.request, ctx.params.id),
    }),
    route({
      endpoint: api.edit_attachment,
      method: 'PUT',
      path: `${base}/{id}/attachments/{attachmentId}`,
      access: 'user',
      handler: (ctx) => editAttachment(ctx, ctx.request, ctx.params.id, ctx.params.attachmentId),
    }),
    route({
      endpoint: api.delete_attachment,
      method: 'DELETE',
      path: `${base}/{id}/attachments/{attachmentId}`,
      access: 'user',
      handler: (ctx) => removeAttachment(ctx, ctx.params.id, ctx.params.attachmentId),
    }),
    route({
      endpoint: api.download,
      method: 'GET',
      path: `${base}/{id}/attachments/{attachmentId}/file`,
      access: 'user',
      handler: async ({ deps, auth, access, params, reply }) => {
        const file = await attachmentFile({ deps, auth, access }, params.id, params.attachmentId);
        // Always a download, never rendered in the portal's origin (an uploaded HTML file stays inert).
        reply.header('Content-Disposition', file.disposition);
        reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
        return file.data;
      },
    }),
    route({ endpoint: api.get_all_classes, method: 'GET', path: `${base}/definitions/classes`, access: 'user', handler: async () => classDefinitions() }),
    route({ endpoint: api.get_endurance_events, method: 'GET', path: `${base}/definitions/events`, access: 'user', handler: async () => enduranceEvents() }),
    route({ endpoint: api.fee_schedule, method: 'GET', path: `${base}/fee-schedule`, access: 'user', handler: (ctx) => feeSchedule(ctx) }),
    route({
      endpoint: api.date_clashes,
      method: 'GET',
      path: `${base}/clashes`,
      access: 'user',
      handler: (ctx) => dateClashes(ctx, ctx.query),
    }),
    route({
      endpoint: api.owner_organizations,
      method: 'GET',
      path: `${base}/owners/{search}`,
      access: 'user',
      handler: (ctx) => ownerOrganizations(ctx, ctx.params.search),
    }),
  ],
};
