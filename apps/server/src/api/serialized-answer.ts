import zlib from 'node:zlib';
import { z } from 'zod';
import type { Endpoint } from '@portal/domain';

export type ContentEncoding = 'br' | 'gzip';

/** Below this many bytes an answer goes out uncompressed, like the compression plugin's threshold. */
const COMPRESS_FROM = 1024;

/**
 * An answer already encoded by its endpoint's response schema and serialized, as Fastify's
 * serializer would have: sent as it is. Kept answers (the public rankings) pay the encoding, and
 * each compression a client asks for, once.
 */
export class SerializedAnswer<T> {
  declare private readonly value: T;
  /** UTF-8 bytes, so that sending does not encode the text again. */
  readonly json: Buffer;
  private readonly compressed = new Map<ContentEncoding, Buffer>();

  constructor(json: string | Buffer) {
    this.json = typeof json === 'string' ? Buffer.from(json) : json;
  }

  /** The bytes to send for a client that accepts `encoding` (null: as they are). */
  encoded(encoding: ContentEncoding | null): { encoding: ContentEncoding | null; body: Buffer } {
    if (encoding === null || this.json.length < COMPRESS_FROM) return { encoding: null, body: this.json };
    let body = this.compressed.get(encoding);
    if (!body) {
      // Brotli quality 1: a 77 KB ranking page of a federation's data in 0.09 ms to 8.1 KB, where
      // quality 2 took 0.15 ms for 7.3 KB and 5 took 0.69 ms for 6.3 KB; after every import each page
      // is compressed anew, so the time counts more than the kilobyte (decisions 050, 051).
      // Synchronous: 32 compressions at once in the thread pool cost 4 ms of CPU each on 2 cores.
      body = encoding === 'br' ? zlib.brotliCompressSync(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }) : zlib.gzipSync(this.json, { level: 3 });
      this.compressed.set(encoding, body);
    }
    return { encoding, body };
  }
}

/** Encodes and serializes `value` with `endpoint`'s response schema (what the route would send). */
export function serializeAnswer<E extends Endpoint>(endpoint: E, value: z.input<E['response']>): SerializedAnswer<z.input<E['response']>> {
  return new SerializedAnswer(JSON.stringify(z.encode(endpoint.response as z.ZodType, value)));
}

/** The encoding to answer with for an Accept-Encoding header: brotli before gzip, none refused with q=0. */
export function preferredEncoding(header: string | undefined): ContentEncoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
