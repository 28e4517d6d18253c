import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoints } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { features } from '../features';
import { route, type Feature } from '../api/define-route';
import { receiveUpload } from './uploads';

const uploadApi = defineEndpoints({
  upload_test_file: { consumes: 'multipart/form-data', response: z.object({ key: z.string(), fileName: z.string(), contentType: z.string(), size: z.number(), fields: z.record(z.string(), z.string()) }) },
});
/** A route as the areas will have them: the file streams into storage under a key of the route's choosing. */
const uploadFeature: Feature = {
  name: 'upload-test',
  routes: [
    route({
      endpoint: uploadApi.upload_test_file,
      method: 'POST',
      path: '/api/test-uploads',
      access: 'user',
      handler: ({ deps, request }) => receiveUpload(request, deps.storage, 'attachments/test/1', ['application/pdf', 'text/plain']),
    }),
  ],
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ demo: true, features: [...features, uploadFeature], env: { UPLOAD_LIMIT_MB: '1' } });
  token = (await t.login('club.user@demo.test')).accessToken;
});
afterAll(() => t.close());

function multipart(parts: { name: string; fileName?: string; type?: string; content: Buffer | string }[]) {
  const boundary = '----portal-test-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.fileName ? `; filename="${p.fileName}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(p.content) ? p.content : Buffer.from(p.content),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (body: ReturnType<typeof multipart>) => t.as(token, { method: 'POST', url: '/api/test-uploads', ...body });

describe('multipart uploads', () => {
  it('streams the file into storage and answers what was stored', async () => {
    const res = await upload(multipart([{ name: 'description', content: 'Ausschreibung' }, { name: 'file', fileName: 'ausschreibung.pdf', type: 'application/pdf', content: '%PDF-1.7 Lauf' }]));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'attachments/test/1', fileName: 'ausschreibung.pdf', contentType: 'application/pdf', size: 13, fields: { description: 'Ausschreibung' } });
    expect((await t.app.deps.storage.get('attachments/test/1'))!.toString()).toBe('%PDF-1.7 Lauf');
  });

  it('refuses a file over the limit with 413 and keeps nothing', async () => {
    await t.app.deps.storage.delete('attachments/test/1');
    const res = await upload(multipart([{ name: 'file', fileName: 'big.pdf', type: 'application/pdf', content: Buffer.alloc(1024 * 1024 + 10, 65) }]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, code: 'http.413' });
    expect(await t.app.deps.storage.get('attachments/test/1')).toBeNull();
  });

  it('refuses a missing file and a type that is not allowed with 422 under File', async () => {
    const none = await upload(multipart([{ name: 'description', content: 'ohne Datei' }]));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ File: ['Bitte wählen Sie eine Datei aus'] });
    const exe = await upload(multipart([{ name: 'file', fileName: 'x.exe', type: 'application/x-msdownload', content: 'MZ' }]));
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors).toEqual({ File: ['Dieser Dateityp ist nicht erlaubt'] });
  });

  it('needs sign-in like every other signed-in route', async () => {
    expect((await t.as(null, { method: 'POST', url: '/api/test-uploads', ...multipart([{ name: 'file', fileName: 'a.txt', type: 'text/plain', content: 'a' }]) })).statusCode).toBe(401);
  });
});
