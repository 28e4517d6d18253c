import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertKey, type Storage } from './storage';

/** An S3-compatible bucket: `S3_URL` = `https://ACCESS_KEY:SECRET_KEY@endpoint/bucket[/prefix]?region=…`. */
export interface S3Location {
  endpoint: string;
  bucket: string;
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Reads `S3_URL`; throws with a message naming what is missing. */
export function parseS3Url(value: string): S3Location {
  const url = new URL(value);
  const [bucket, ...prefix] = url.pathname.split('/').filter(Boolean);
  if (!/^https?:$/.test(url.protocol)) throw new Error('must start with https:// or http://');
  if (!bucket) throw new Error('must name the bucket as the first path segment');
  if (!url.username || !url.password) throw new Error('must carry the access key and secret as user and password');
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: prefix.join('/'),
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

const missing = (error: unknown) => error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Files in an S3-compatible bucket (AWS, MinIO, Ceph, …), addressed path-style. */
export function createS3Storage(location: S3Location): Storage {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
    // Checksums only where S3 requires them: many S3-compatible stores do not understand the newer trailing checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => (location.prefix ? `${location.prefix}/${assertKey(key)}` : assertKey(key));
  const object = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, data, options = {}) {
      if (Buffer.isBuffer(data)) {
        await client.send(new PutObjectCommand({ Bucket: location.bucket, Key: objectKey(key), Body: data, ContentType: options.contentType }));
        return;
      }
      // A stream of unknown length goes up in parts.
      await new Upload({ client, params: { Bucket: location.bucket, Key: objectKey(key), Body: data, ContentType: options.contentType } }).done();
    },
    async get(key) {
      const found = await object(key);
      return found?.Body ? Buffer.from(await found.Body.transformToByteArray()) : null;
    },
    async stream(key) {
      const found = await object(key);
      return (found?.Body as Readable | undefined) ?? null;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: location.bucket, Key: objectKey(key) }));
    },
  };
}
