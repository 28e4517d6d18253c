import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('mailer without SMTP', () => {
  it('writes an .eml file in the outbox and logs subject and link', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-mail-'));
    const lines: string[] = [];
    const mailer = createMailer({ dataDir, mailFrom: 'Portal <noreply@example.org>' }, { info: (m: string) => lines.push(m) } as never);
    await mailer.send({ to: 'erika@example.org', name: 'Erika Muster', language: 'nl', message: { template: 'reset', link: 'http://localhost:3000/resetpassword?userId=1&code=abc' } }, 7);
    const file = path.join(dataDir, 'outbox', '000007-reset.eml');
    const eml = fs.readFileSync(file, 'utf8');
    expect(eml).toContain('To: erika@example.org');
    expect(eml).toContain('Subject: Wachtwoord');
    // The body is quoted-printable: soft line breaks, and '=' travels as '=3D'.
    expect(eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain('http://localhost:3000/resetpassword?userId=1&code=abc');
    expect(lines[0]).toContain('resetpassword?userId=1&code=abc');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
