import type { Link } from '@portal/domain';
import { api } from './api-client';

/** Saves `blob` under `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // The browser starts the download first; the address is then given up.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` before `filename="…"`), else `fallback`. */
export function dispositionFileName(disposition: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition ?? '')?.[1];
  return encoded ? decodeURIComponent(encoded) : (plain ?? fallback);
}

/** Downloads a file link (an invoice, an attachment, a list, a template) and saves it under the name the server gives. */
export async function downloadLink(link: Link, fallbackName: string): Promise<void> {
  const response = await api.follow<Response>(link, { raw: true });
  saveBlob(await response.blob(), dispositionFileName(response.headers.get('Content-Disposition'), fallbackName));
}
