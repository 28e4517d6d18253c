import type { Link } from '@portal/domain';
import { api } from '../../../lib/api-client';

/** Downloads a file link (the attendee list) and saves it under the name the server gives. */
export async function downloadLink(link: Link, fallbackName: string): Promise<void> {
  const response = await api.follow<Response>(link, { raw: true });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallbackName);
  const url = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
