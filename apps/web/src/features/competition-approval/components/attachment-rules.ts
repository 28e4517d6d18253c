import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  attachmentGroups,
  finisherOnlyGroups,
  isOneLineText,
  Limits,
  type ApprovalAttachment,
  type AttachmentGroupValue,
} from '@portal/domain';
import { FINISHER_ATTACHMENTS_ROUTE } from './wizard-steps';

/**
 * The groups a route lists: the finisher groups (6–9: live, results, more and other athletics) belong
 * to the finisher attachments and are hidden on the approval's attachment routes (spec §2).
 */
export function listedGroups(routeName: string): readonly AttachmentGroupValue[] {
  return routeName === FINISHER_ATTACHMENTS_ROUTE ? attachmentGroups : attachmentGroups.filter((g) => !finisherOnlyGroups.includes(g));
}

/** The groups an attachment may be filed under: the finisher groups only by approvers, and only on the finisher route. */
export function offeredGroups(routeName: string, approver: boolean): readonly AttachmentGroupValue[] {
  return routeName === FINISHER_ATTACHMENTS_ROUTE && approver ? attachmentGroups : attachmentGroups.filter((g) => !finisherOnlyGroups.includes(g));
}

/** The attachments a route lists, by their sort number (then title). */
export function listedAttachments(attachments: readonly ApprovalAttachment[], routeName: string): ApprovalAttachment[] {
  const groups = listedGroups(routeName) as readonly number[];
  return attachments.filter((a) => groups.includes(a.attachmentGroup)).sort((a, b) => a.sort - b.sort || a.title.localeCompare(b.title));
}

/** The `accept` list of the file input. */
export const acceptedFiles = ATTACHMENT_EXTENSIONS.map((e) => `.${e}`).join(',');

/**
 * Why a chosen file cannot be uploaded (spec §5), checked before it is sent: its type, its name
 * (one line, short), its size. A catalogue key, or null.
 */
export function fileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) return 'errorFileType';
  if (!isOneLineText(file.name)) return 'errorOneLineText';
  if (file.name.length > Limits.long) return 'errorFileNameTooLong';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'approvalAttachments.fileTooLarge';
  return null;
}

/** A file size as people read it: "840 kB", "2,4 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const megabytes = bytes / (1024 * 1024);
  if (megabytes >= 1) return new Intl.NumberFormat(language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(megabytes);
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
}

/** The next sort number: one above the largest so far. */
export const nextSort = (attachments: readonly ApprovalAttachment[]) => attachments.reduce((max, a) => Math.max(max, a.sort), 0) + 1;
