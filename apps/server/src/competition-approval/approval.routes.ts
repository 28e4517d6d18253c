import { competitionApprovalApi as api, competitionApprovalCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import * as approval from './approval.service';
import { addAttachment, attachmentFile, editAttachment, removeAttachment } from './attachments.service';
import { uploadResultList } from './result-list.service';
import { createReceipt, invoiceFile } from './invoice.service';
import { attachmentDisposition } from './file-sniff';
import { seedDemoApprovals } from './competition-approval.seed';

/**
 * Competition approval (spec competition-approval.md): applications, the approval chain, finisher
 * numbers, invoices and attachments, in the area catalogue `competition_approval_links` that the
 * root offers to the organisers and approvers of the German federation only.
 */
export const competitionApprovalFeature = catalogueArea(
  { name: 'competition-approval', base: '/api/competitionapprovals', contract: api, catalogue: competitionApprovalCatalogue, offered: approval.offeredToApplicants, seed: { demo: seedDemoApprovals } },
  {
    get_by_org: ['GET', '/organizations/{organizationId}', (ctx) => approval.listApplications(ctx, ctx.params.organizationId, ctx.query)],
    get_by_id: ['GET', '/{id}', (ctx) => approval.getApplication(ctx, ctx.params.id)],
    new: ['POST', '', (ctx) => approval.createApplication(ctx, ctx.body), { status: 201 }],
    update_comp: ['PUT', '/{id}', (ctx) => approval.updateApplicationFields(ctx, ctx.params.id, ctx.body)],
    copy_competition: ['POST', '/{id}/copy', (ctx) => approval.copyApplication(ctx, ctx.params.id), { status: 201 }],
    request_comp_approval: ['POST', '/{id}/request', (ctx) => approval.requestApproval(ctx, ctx.params.id, ctx.body.version)],
    delete_competition: ['DELETE', '/{id}', (ctx) => approval.removeApplication(ctx, ctx.params.id)],
    cancel_comp: ['POST', '/{id}/cancel', (ctx) => approval.cancelApplication(ctx, ctx.params.id, ctx.body)],
    approve_competition: ['PUT', '/{id}/approvals/{organizationId}', (ctx) => approval.decideApproval(ctx, ctx.params.id, ctx.params.organizationId, ctx.body)],
    send_finishers: ['PUT', '/{id}/finishers', (ctx) => approval.sendFinishers(ctx, ctx.params.id, ctx.body)],
    upload_results: ['POST', '/{id}/results', (ctx) => uploadResultList(ctx, ctx.request, ctx.params.id)],
    create_receipt: ['POST', '/{id}/receipt', (ctx) => createReceipt(ctx, ctx.params.id)],
    download_invoice: ['GET', '/{id}/invoice', async ({ deps, auth, access, culture, params, reply }) => {
      const file = await invoiceFile({ deps, auth, access, culture }, params.id);
      reply.header('Content-Disposition', attachmentDisposition(file.fileName));
      return file.data;
    }],
    new_attachment: ['POST', '/{id}/attachments', (ctx) => addAttachment(ctx, ctx.request, ctx.params.id)],
    edit_attachment: ['PUT', '/{id}/attachments/{attachmentId}', (ctx) => editAttachment(ctx, ctx.request, ctx.params.id, ctx.params.attachmentId)],
    delete_attachment: ['DELETE', '/{id}/attachments/{attachmentId}', (ctx) => removeAttachment(ctx, ctx.params.id, ctx.params.attachmentId)],
    download: ['GET', '/{id}/attachments/{attachmentId}/file', async ({ deps, auth, access, params, reply }) => {
      const file = await attachmentFile({ deps, auth, access }, params.id, params.attachmentId);
      // Always a download, never rendered in the portal's origin (an uploaded HTML file stays inert).
      reply.header('Content-Disposition', file.disposition);
      reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      return file.data;
    }],
    get_all_classes: ['GET', '/definitions/classes', async () => approval.classDefinitions()],
    get_endurance_events: ['GET', '/definitions/events', async () => approval.enduranceEvents()],
    fee_schedule: ['GET', '/fee-schedule', (ctx) => approval.feeSchedule(ctx)],
    date_clashes: ['GET', '/clashes', (ctx) => approval.dateClashes(ctx, ctx.query)],
    owner_organizations: ['GET', '/owners/{search}', (ctx) => approval.ownerOrganizations(ctx, ctx.params.search)],
  },
);
