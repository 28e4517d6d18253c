import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailer, MaybeDeliveredError, smtpTimeouts } from './mailer';

describe('mailer without SMTP', () => {
  it('writes an .eml file in the outbox and logs subject and link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
    const lines: string[] = [];
    const mailer = createMailer({ dataDir, mailFrom: 'Portal <noreply@example.org>', publicOrigin: 'https://portal.example.org' }, { info: (m: string) => lines.push(m) } as never);
    await mailer.send({ to: 'erika@example.org', name: 'Erika Muster', language: 'nl', message: { template: 'reset', link: 'http://localhost:3000/resetpassword?userId=1&code=abc' } }, 7);
    const file = path.join(dataDir, 'outbox', '000007-reset.eml');
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toContain('To: erika@example.org');
    expect(eml).toContain('Subject: Wachtwoord');
    expect(eml).toMatch(/^Message-ID: <7\.[0-9a-f]{16}@example\.org>\r$/m);
    // Mail's line ends, as on the wire: no bare LF anywhere in the file.
    expect(eml).toContain('\r\n');
    expect(eml.replace(/\r\n/g, '')).not.toContain('\n');
    // The body is quoted-printable: soft line breaks, and '=' travels as '=3D'.
    expect(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('http://localhost:3000/resetpassword?userId=1&code=abc');
    expect(lines[0]).toContain('resetpassword?userId=1&code=abc');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('mailer over SMTP', () => {
  const job = { to: 'erika@example.org', name: 'Erika Muster', language: 'de' as const, message: { template: 'reset' as const, link: 'http://localhost:3000/resetpassword?userId=1&code=abc' } };
  const config = (port: number) => ({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: os.tmpdir(), mailFrom: 'Portal <noreply@example.org>', publicOrigin: 'https://portal.example.org' });
  const listen = (server: net.Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));

  it('waits at most 30 s for any step of an SMTP conversation', () => {
    expect(Math.max(...Object.values(smtpTimeouts))).toBeLessThanOrEqual(30_000);
  });

  it('gives up on a server that accepts the connection but never greets, after the greeting timeout', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    const port = await listen(silent);
    const mailer = createMailer(config(port), { info() {} } as never, { connectionTimeout: 1000, greetingTimeout: 300, socketTimeout: 1000 });
    const started = Date.now();
    await expect(mailer.send(job, 1)).rejects.toThrow(/greeting/i);
    expect(Date.now() - started).toBeLessThan(3000);
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up without a retry when the server stalls after the message was handed over', async () => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Takes the whole message and never answers: the mail may or may not be delivered.
      onData(stream) {
        stream.resume();
      },
    });
    const port = await listen(server.server as unknown as net.Server);
    const mailer = createMailer(config(port), { info() {} } as never, { connectionTimeout: 1000, greetingTimeout: 1000, socketTimeout: 300 });
    await expect(mailer.send(job, 3)).rejects.toBeInstanceOf(MaybeDeliveredError);
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  });

  it('sends with a Message-ID unique across deployments and the same on every attempt', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    const port = await listen(server.server as unknown as net.Server);
    const mailer = createMailer(config(port), { info() {} } as never);
    await mailer.send({ ...job, nonce: 'n0nce-of-job' }, 42);
    await mailer.send({ ...job, nonce: 'n0nce-of-job' }, 42);
    await mailer.send({ ...job, nonce: 'another-deployment' }, 42);
    const ids = received.map((m) => /^Message-ID: (.+)$/im.exec(m)?.[1].trim());
    expect(ids).toEqual(['<42.n0nce-of-job@example.org>', '<42.n0nce-of-job@example.org>', '<42.another-deployment@example.org>']);
    await new Promise((resolve) => server.close(() => resolve(undefined)));
  });
});
