import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../db/client';
import type { Deps } from '../deps';
import { attachmentsOf, insertAttachment } from './approval.repo';

/** A fresh storage key for a file of an application (random, so a name never reveals or collides). */
export const newKey = (applicationId: number) => `approvals/${applicationId}/${randomBytes(12).toString('hex')}`;

/** Copies the attachments (and their files) of one application to another. */
export async function copyAttachmentFiles(deps: Deps, tx: DbOrTx, fromId: number, toId: number): Promise<void> {
  for (const a of await attachmentsOf(tx, fromId)) {
    let key: string | null = null;
    if (a.fileKey) {
      const data = await deps.storage.get(a.fileKey);
      if (data) {
        key = newKey(toId);
        await deps.storage.put(key, data, { contentType: 'application/octet-stream' });
      }
    }
    await insertAttachment(tx, {
      applicationId: toId,
      title: a.title,
      sort: a.sort,
      attachmentGroup: a.attachmentGroup,
      attachmentType: a.attachmentType,
      text: a.text,
      fileKey: key,
      fileName: key ? a.fileName : null,
      contentType: key ? a.contentType : null,
      size: key ? a.size : null,
    });
  }
}

/** Removes stored files; a missing file is no error. */
export async function deleteAttachmentFiles(deps: Deps, keys: string[]): Promise<void> {
  for (const key of keys) await deps.storage.delete(key);
}
