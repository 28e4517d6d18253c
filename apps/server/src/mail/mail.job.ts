import { languageCodes } from '@portal/domain';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import type { Storage } from '../plugins/storage';
import type { MailFile } from './mailer';
import type { MailJob } from './templates';

const text = z.string().max(2000);
const link = z.string().max(2000);

/** The payload of one mail, as the templates need it. */
export const mailJobSchema = z.object({
  to: z.string().email().max(320),
  name: text,
  language: z.enum(languageCodes),
  message: z.discriminatedUnion('template', [
    z.object({ template: z.literal('confirm'), link }),
    z.object({ template: z.literal('alreadyRegistered'), link }),
    z.object({ template: z.literal('reset'), link }),
    z.object({ template: z.literal('roleRequestApproved'), role: text, organization: text, link }),
    z.object({ template: z.literal('roleRequestRejected'), role: text, organization: text, reason: text, link }),
    z.object({ template: z.literal('roleGranted'), role: text, organization: text, link }),
    z.object({ template: z.literal('approvalRequested'), name: text, organizer: text, organization: text, date: text, town: text, link }),
    z.object({
      template: z.literal('approvalDecided'),
      name: text,
      organization: text,
      date: text,
      approved: z.boolean(),
      reason: text,
      result: z.enum(['approved', 'declined', 'open']),
      link,
    }),
    z.object({ template: z.literal('approvalCanceled'), name: text, date: text, town: text, reason: text, link }),
    z.object({ template: z.literal('bestListExport'), list: text, year: text, link }),
    z.object({ template: z.literal('bestListExportFailed'), list: text, year: text, link }),
    z.object({ template: z.literal('eventSignUp'), event: text, date: text, city: text, link }),
    z.object({ template: z.literal('eventSignUpConfirm'), event: text, date: text, city: text, hours: z.string().regex(/^\d{1,3}$/), link, cancelLink: link }),
    z.object({ template: z.literal('eventAttendeesInformed'), event: text, date: text, city: text, contact: text, content: z.string().max(5000), link }),
    z.object({ template: z.literal('eventAttendeeRemoved'), event: text, date: text, city: text, contact: text, link }),
    z.object({ template: z.literal('roleRequested'), role: text, organization: text, requester: text, link }),
  ]),
  replyTo: z.string().email().max(320).optional(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/).optional(),
  attachments: z.array(z.object({ fileName: z.string().min(1).max(200), contentType: z.string().min(1).max(200), storageKey: z.string().min(1).max(512) })).max(10).optional(),
}) satisfies z.ZodType<MailJob>;

/** The attachments' bytes from storage; a missing file fails the attempt (the queue retries). */
async function attachmentFiles(mail: MailJob, storage: Storage | undefined): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const a of mail.attachments ?? []) {
    if (!storage) throw new Error('mail attachments need the storage');
    const content = await storage.get(a.storageKey);
    if (!content) throw new Error(`attachment ${a.storageKey} not found`);
    files.push({ fileName: a.fileName, contentType: a.contentType, content });
  }
  return files;
}

/** One mail; its job id becomes the Message-ID, so a resend after a crash can be dropped as a duplicate. */
export const mailJob = defineJob({
  kind: 'mail',
  lane: 'mail',
  schema: mailJobSchema,
  maxAttempts: 8,
  handler: async (mail, ctx) => ctx.mailer.send(mail, ctx.jobId, await attachmentFiles(mail, ctx.storage)),
});
