import { ATTACHMENT_EXTENSIONS } from '@portal/domain';

type Extension = (typeof ATTACHMENT_EXTENSIONS)[number];

/** The lower-case extension of a file name when it is one of the allowed ones, else null. */
export function extensionOf(name: string): Extension | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const ext = name.slice(dot + 1).toLowerCase();
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(ext) ? (ext as Extension) : null;
}

const startsWith = (head: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => head[i] === b);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ZIP = [0x50, 0x4b, 0x03, 0x04]; // docx, xlsx
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]; // doc, xls

/** Text files: valid UTF-8 (or Latin-1 without control bytes), never NUL. */
function looksLikeText(head: Uint8Array) {
  for (const b of head) {
    if (b === 0) return false;
    if (b < 0x09 || (b > 0x0d && b < 0x20 && b !== 0x1b)) return false;
  }
  return true;
}

/**
 * Whether the first bytes of a file fit its extension, so a program renamed to `.pdf` or a
 * binary renamed to `.txt` is refused before it reaches anyone's download folder.
 */
export function contentMatchesExtension(name: string, head: Uint8Array): boolean {
  const ext = extensionOf(name);
  if (!ext || head.length === 0) return false;
  switch (ext) {
    case 'pdf':
      return startsWith(head, PDF);
    case 'png':
      return startsWith(head, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, JPEG);
    case 'docx':
    case 'xlsx':
      return startsWith(head, ZIP);
    case 'doc':
    case 'xls':
      return startsWith(head, OLE);
    case 'txt':
    case 'html':
      return looksLikeText(head);
  }
}

/** A file name safe to store and to send back: no path, no control characters, at most 200 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').trim();
  const result = clean.replace(/^\.+/, '') || 'file';
  return result.length > 200 ? result.slice(result.length - 200) : result;
}

/**
 * A `Content-Disposition: attachment` header value with an ASCII fallback and the UTF-8 name
 * (RFC 6266 / 5987), so "Ausschreibung Lauf für alle.pdf" arrives with its umlaut.
 */
export function attachmentDisposition(name: string): string {
  const safe = safeFileName(name);
  const ascii = safe.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'file';
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
