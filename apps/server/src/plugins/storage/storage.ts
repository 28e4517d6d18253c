import type { Readable } from 'node:stream';

/** Where files (attachments, invoices, exports) live, by key; a folder by default, an S3-compatible bucket when configured. */
export interface Storage {
  /** Stores `data` under `key`, replacing what was there; a stream is consumed completely. */
  put(key: string, data: Buffer | Readable, options?: { contentType?: string }): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream (large exports), or null when there is none. */
  stream(key: string): Promise<Readable | null>;
  /** Removes the file; removing a missing file is no error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i;

/**
 * Checks a key: slash-separated segments of letters, digits, dots, dashes and underscores, none
 * starting with a dot, so that no key can leave the storage's folder or bucket prefix.
 */
export function assertKey(key: string): string {
  if (key.length > 512 || !keyPattern.test(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
