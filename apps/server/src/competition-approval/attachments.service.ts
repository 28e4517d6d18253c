import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, ATTACHMENTS_MAX_COUNT, ATTACHMENTS_MAX_TOTAL_BYTES, AttachmentType, attachmentFieldsSchema, isOneLineText, Limits, type LanguageCode } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { competitionApprovals } from '../db/schema';
import type { RequestAccess } from '../access/request-access';
import type { Deps } from '../deps';
import { fieldError, notFound, validationProblem } from '../lib/problems';
import { attachmentTotals, deleteAttachment, findApplication, findAttachment, insertAttachment, updateAttachment } from './approval.repo';
import { forAction, loadVisible, presentFull, inTransaction } from './approval.service';
import { attachmentDisposition, contentMatchesExtension, safeFileName } from './file-sniff';
import { newKey } from './attachment-files';
import type { ServiceContext } from '../service-context';

/** An uploaded attachment form: its text fields and, for file attachments, the file. */
interface AttachmentForm {
  fields: Record<string, string>;
  file: { name: string; data: Buffer } | null;
}

/** Reads the multipart form whole (files are at most 10 MB); a larger file is refused with 413 by the upload limits. */
async function readForm(request: FastifyRequest): Promise<AttachmentForm> {
  if (!request.isMultipart()) throw fieldError('File', 'errorFileRequired');
  const fields: Record<string, string> = {};
  let file: AttachmentForm['file'] = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const data = await part.toBuffer();
      if (part.filename) file = { name: part.filename, data };
    } else {
      fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return { fields, file };
}

/** The checked form: fields by their schema, a file by name length, size and content matching its extension. */
function checkForm(form: AttachmentForm, fileRequired: boolean) {
  const parsed = attachmentFieldsSchema.safeParse(form.fields);
  if (!parsed.success) throw validationProblem(parsed.error);
  const values = parsed.data;
  if (values.attachmentType !== AttachmentType.file) return { values, file: null };
  if (!form.file) {
    if (fileRequired) throw fieldError('File', 'errorFileRequired');
    return { values, file: null };
  }
  // The name is shown in lists and sent back as the download's name: one line, read as it is.
  if (!isOneLineText(form.file.name)) throw fieldError('File', 'errorOneLineText');
  if (form.file.name.length > Limits.long) throw fieldError('File', 'errorFileNameTooLong');
  if (form.file.data.length > ATTACHMENT_MAX_BYTES) throw fieldError('File', 'errorTooLong');
  if (!contentMatchesExtension(form.file.name, form.file.data.subarray(0, 8192))) throw fieldError('File', 'errorFileContent');
  return { values, file: { name: safeFileName(form.file.name), data: form.file.data } };
}

/**
 * The application's attachments stay within 20 and 50 MB of files: `added` more attachments with
 * `bytes` more bytes (negative when a file is replaced by a smaller one). Called after `forAction`
 * locked the application row, so parallel uploads to one application count one after another.
 */
async function checkTotals(tx: DbOrTx, applicationId: number, change: { added: number; bytes: number }) {
  const totals = await attachmentTotals(tx, applicationId);
  if (change.added > 0 && totals.count + change.added > ATTACHMENTS_MAX_COUNT) throw fieldError('File', 'errorTooManyAttachments', { max: ATTACHMENTS_MAX_COUNT });
  if (change.bytes > 0 && totals.bytes + change.bytes > ATTACHMENTS_MAX_TOTAL_BYTES) {
    throw fieldError('File', 'errorAttachmentsTooLarge', { max: ATTACHMENTS_MAX_TOTAL_BYTES / (1024 * 1024) });
  }
}

async function reload(deps: Deps, tx: DbOrTx, access: RequestAccess, culture: LanguageCode, id: number) {
  return presentFull(deps, tx, access, culture, (await findApplication(tx, id, eq(competitionApprovals.id, id)))!);
}

/** Adds a text, link or file to an application the caller may change. */
export async function addAttachment({ deps, auth, access, culture }: ServiceContext, request: FastifyRequest, id: number) {
  const form = await readForm(request);
  const { values, file } = checkForm(form, true);
  const key = file ? newKey(id) : null;
  if (file && key) await deps.storage.put(key, file.data, { contentType: 'application/octet-stream' });
  try {
    return await inTransaction({ deps, access }, async (tx) => {
      await forAction(deps, tx, auth, access, id, 'attach');
      await checkTotals(tx, id, { added: 1, bytes: file?.data.length ?? 0 });
      await insertAttachment(tx, {
        applicationId: id,
        title: values.title,
        sort: values.sort,
        attachmentGroup: values.attachmentGroup,
        attachmentType: values.attachmentType,
        text: values.attachmentType === AttachmentType.file ? null : values.text,
        fileKey: key,
        fileName: file?.name ?? null,
        contentType: file ? 'application/octet-stream' : null,
        size: file?.data.length ?? null,
      });
      return reload(deps, tx, access, culture, id);
    });
  } catch (error) {
    if (key) await deps.storage.delete(key);
    throw error;
  }
}

/** Replaces an attachment's fields, and its file when a new one comes (or drops the file when it becomes a text or link). */
export async function editAttachment({ deps, auth, access, culture }: ServiceContext, request: FastifyRequest, id: number, attachmentId: number) {
  const form = await readForm(request);
  const key = form.file ? newKey(id) : null;
  let replaced: string | null = null;
  try {
    const result = await inTransaction({ deps, access }, async (tx) => {
      await forAction(deps, tx, auth, access, id, 'attach');
      const existing = await findAttachment(tx, id, attachmentId);
      if (!existing) throw notFound();
      const { values, file } = checkForm(form, existing.fileKey === null);
      const keepsFile = values.attachmentType === AttachmentType.file && !file;
      await checkTotals(tx, id, { added: 0, bytes: keepsFile ? 0 : (file?.data.length ?? 0) - (existing.size ?? 0) });
      if (file && key) await deps.storage.put(key, file.data, { contentType: 'application/octet-stream' });
      if (!keepsFile) replaced = existing.fileKey;
      await updateAttachment(tx, attachmentId, {
        title: values.title,
        sort: values.sort,
        attachmentGroup: values.attachmentGroup,
        attachmentType: values.attachmentType,
        text: values.attachmentType === AttachmentType.file ? null : values.text,
        ...(keepsFile ? {} : { fileKey: key, fileName: file?.name ?? null, contentType: file ? 'application/octet-stream' : null, size: file?.data.length ?? null }),
      });
      return reload(deps, tx, access, culture, id);
    });
    if (replaced) await deps.storage.delete(replaced);
    return result;
  } catch (error) {
    if (key) await deps.storage.delete(key);
    throw error;
  }
}

/** Removes an attachment and then its file. */
export async function removeAttachment({ deps, auth, access, culture }: ServiceContext, id: number, attachmentId: number) {
  let fileKey: string | null = null;
  const result = await inTransaction({ deps, access }, async (tx) => {
    await forAction(deps, tx, auth, access, id, 'attach');
    const existing = await findAttachment(tx, id, attachmentId);
    if (!existing) throw notFound();
    fileKey = existing.fileKey;
    await deleteAttachment(tx, attachmentId);
    return reload(deps, tx, access, culture, id);
  });
  if (fileKey) await deps.storage.delete(fileKey);
  return result;
}

/** An attachment's file for whoever may see the application, always as a download. */
export async function attachmentFile({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, id: number, attachmentId: number) {
  await loadVisible(deps.db, auth, access, id);
  const attachment = await findAttachment(deps.db, id, attachmentId);
  if (!attachment?.fileKey) throw notFound();
  const data = await deps.storage.get(attachment.fileKey);
  if (!data) throw notFound();
  return { data, disposition: attachmentDisposition(attachment.fileName ?? 'file') };
}
