import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  /** The first http(s) link in the text body. */
  link: string | null;
  /** Attached files (e.g. a best list's export). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface Mailbox {
  port: number;
  mails: CapturedMail[];
  waitFor(to: string, predicate?: (m: CapturedMail) => boolean): Promise<CapturedMail>;
  close(): Promise<void>;
}

/** A local SMTP server that keeps every message the portal sends. */
export async function startMailbox(): Promise<Mailbox> {
  const mails: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? '';
          mails.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            subject: parsed.subject ?? '',
            text,
            link: text.match(/https?:\/\/\S+/)?.[0] ?? null,
            attachments: parsed.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content })),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    mails,
    async waitFor(to, predicate = () => true) {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const found = [...mails].reverse().find((m) => m.to === to && predicate(m));
        if (found) return found;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no mail to ${to} within 20 s (have: ${mails.map((m) => `${m.to}: ${m.subject}`).join('; ')})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
