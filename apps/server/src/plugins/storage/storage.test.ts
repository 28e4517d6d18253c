import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { parseS3Url } from './s3-location';
import type { Storage } from './storage';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-storage-'));
let s3server: S3rver;
let s3: Storage;

beforeAll(async () => {
  // An S3-compatible server on loopback, so that the S3 storage is tested against the protocol itself.
  s3server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: path.join(folder, 's3'), configureBuckets: [{ name: 'portal', configs: [] }] });
  const address = (await s3server.run()) as AddressInfo;
  s3 = createS3Storage(parseS3Url(`http://S3RVER:S3RVER@127.0.0.1:${address.port}/portal/files?region=eu-central-1`));
});
afterAll(async () => {
  await s3server.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

const text = async (stream: Readable | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
};

describe.each([
  ['a local folder', () => createLocalStorage(path.join(folder, 'local'))],
  ['an S3-compatible bucket', () => s3],
])('storage in %s', (_, storage) => {
  it('puts, gets, streams and deletes by key', async () => {
    const store = storage();
    await store.put('invoices/2026/R-0001.pdf', Buffer.from('%PDF invoice'), { contentType: 'application/pdf' });
    expect((await store.get('invoices/2026/R-0001.pdf'))!.toString()).toBe('%PDF invoice');
    expect(await text(await store.stream('invoices/2026/R-0001.pdf'))).toBe('%PDF invoice');
    await store.put('invoices/2026/R-0001.pdf', Buffer.from('replaced'));
    expect((await store.get('invoices/2026/R-0001.pdf'))!.toString()).toBe('replaced');
    await store.delete('invoices/2026/R-0001.pdf');
    expect(await store.get('invoices/2026/R-0001.pdf')).toBeNull();
    expect(await store.stream('invoices/2026/R-0001.pdf')).toBeNull();
    await store.delete('invoices/2026/R-0001.pdf');
  });

  it('takes a stream of unknown length (an export written as it is built)', async () => {
    const store = storage();
    const lines = Array.from({ length: 20_000 }, (_, i) => `line ${i}\n`);
    await store.put('exports/list.csv', Readable.from(lines));
    expect((await store.get('exports/list.csv'))!.toString()).toBe(lines.join(''));
  });

  it('refuses keys that could leave the storage', async () => {
    const store = storage();
    for (const key of ['../secrets.json', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', '', 'a\\b']) {
      await expect(store.put(key, Buffer.from('x')), key).rejects.toThrow(/invalid storage key/);
    }
  });
});

describe('S3_URL', () => {
  it('names endpoint, bucket, prefix, region and keys', () => {
    expect(parseS3Url('https://AK%2F1:s%40cret@s3.example.org:9000/portal/prod/files?region=eu-central-1')).toEqual({
      endpoint: 'https://s3.example.org:9000',
      bucket: 'portal',
      prefix: 'prod/files',
      region: 'eu-central-1',
      accessKeyId: 'AK/1',
      secretAccessKey: 's@cret',
    });
    expect(() => parseS3Url('https://s3.example.org/portal')).toThrow(/access key/);
    expect(() => parseS3Url('https://a:b@s3.example.org/')).toThrow(/bucket/);
  });
});
