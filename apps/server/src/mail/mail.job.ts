import { languageCodes } from '@portal/domain';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import type { Storage } from '../plugins/storage';
import type { MailFile } from './mailer';
import type { MailJob, MailMessage } from './templates';
import { mailText, type MailSchema } from './define-mail';
import { mailTemplateList } from './mail-templates.registry';

/**
 * Every template's message schema in one union. `MailMessage` is the union of the same schemas'
 * outputs (mail-templates.registry.ts), so the type given here is theirs by construction.
 */
const messageSchema = z.discriminatedUnion('template', mailTemplateList.map((t) => t.schema) as unknown as [MailSchema, ...MailSchema[]]) as unknown as z.ZodType<MailMessage>;
const text = mailText;

/** The payload of one mail, as the templates need it. */
export const mailJobSchema = z.object({
  to: z.string().email().max(320),
  name: text,
  language: z.enum(languageCodes),
  // Each area's templates bring their message's schema (mail/mail-templates.registry.ts).
  message: messageSchema,
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
