import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertKey, type Storage } from './storage';
import type { S3Location } from './s3-location';

/** The SDK (a large module graph), loaded with the first file a bucket stores or reads. */
const loadSdk = () => Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')]).then(([s3, storage]) => ({ ...s3, Upload: storage.Upload }));

const missing = (error: unknown) => (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** Files in an S3-compatible bucket (AWS, MinIO, Ceph, …), addressed path-style. */
export function createS3Storage(location: S3Location): Storage {
  let connected: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }> | undefined;
  const connect = () =>
    (connected ??= loadSdk().then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: location.endpoint,
        region: location.region,
        forcePathStyle: true,
        credentials: { accessKeyId: location.accessKeyId, secretAccessKey: location.secretAccessKey },
        // Checksums only where S3 requires them: many S3-compatible stores do not understand the newer trailing checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const objectKey = (key: string) => (location.prefix ? `${location.prefix}/${assertKey(key)}` : assertKey(key));
  const object = async (key: string) => {
    const Key = objectKey(key);
    const { sdk, client } = await connect();
    try {
      return await client.send(new sdk.GetObjectCommand({ Bucket: location.bucket, Key }));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  };
  return {
    async put(key, data, options = {}) {
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      if (Buffer.isBuffer(data)) {
        await client.send(new sdk.PutObjectCommand({ Bucket: location.bucket, Key, Body: data, ContentType: options.contentType }));
        return;
      }
      // A stream of unknown length goes up in parts.
      await new sdk.Upload({ client, params: { Bucket: location.bucket, Key, Body: data, ContentType: options.contentType } }).done();
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
      const Key = objectKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: location.bucket, Key }));
    },
  };
}
