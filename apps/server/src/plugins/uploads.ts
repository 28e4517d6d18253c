import { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { Config } from '../config';
import { fieldError } from '../lib/problems';
import type { Storage } from './storage';

/** Accepts multipart uploads: one file per request, at most `UPLOAD_LIMIT_MB`, a few small fields. */
export async function registerUploads(app: FastifyInstance, config: Pick<Config, 'uploadLimitBytes'>): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 10, fieldSize: 10_000, parts: 12 },
    throwFileSizeLimit: true,
  });
}

/** An uploaded file as stored. */
export interface StoredUpload {
  key: string;
  fileName: string;
  contentType: string;
  size: number;
  /** The form's other fields, as text. */
  fields: Record<string, string>;
}

/**
 * Streams the request's file into storage under `key` and answers what was stored. A request
 * without a file, or with a type outside `allowedTypes`, is refused with 422 under `File`; one over
 * the size limit with 413 (nothing is kept).
 */
export async function receiveUpload(request: FastifyRequest, storage: Storage, key: string, allowedTypes?: readonly string[]): Promise<StoredUpload> {
  const file = await request.file();
  if (!file) throw fieldError('File', 'errorFileRequired');
  if (allowedTypes && !allowedTypes.includes(file.mimetype)) {
    file.file.resume();
    throw fieldError('File', 'errorFileType');
  }
  let size = 0;
  const counted = file.file.pipe(
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    }),
  );
  file.file.on('error', (error) => counted.destroy(error));
  try {
    await storage.put(key, counted, { contentType: file.mimetype });
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  // busboy stops a file at the limit and marks it truncated; throwFileSizeLimit turns that into 413 above.
  if (file.file.truncated) {
    await storage.delete(key);
    throw Object.assign(new Error('file too large'), { statusCode: 413 });
  }
  const fields = Object.fromEntries(
    Object.entries(file.fields)
      .filter(([, v]) => v && !Array.isArray(v) && v.type === 'field')
      .map(([k, v]) => [k, String((v as { value: unknown }).value)]),
  );
  return { key, fileName: file.filename, contentType: file.mimetype, size, fields };
}
