import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { NotRetriedError } from '../jobs/job-errors';
import { renderMail, type MailJob } from './templates';

/** A file to send with a mail, read from storage by the mail job. */
export interface MailFile {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Delivers one mail; SMTP when configured, else an .eml file in the data folder's outbox. */
export interface Mailer {
  send(job: MailJob, jobId: number, files?: MailFile[]): Promise<void>;
}

/**
 * Limits of one SMTP attempt: a server that does not answer delays only this mail's attempt (the job
 * is retried later), never the lane or the process.
 */
export interface SmtpTimeouts {
  connectionTimeout: number;
  greetingTimeout: number;
  socketTimeout: number;
}
export const smtpTimeouts: SmtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The Message-ID of a job's mail: unique across deployments (the job id and a random part queued
 * with the mail) and the same on every attempt, so that mail systems recognise a resend after a
 * crash between sending and marking the job done as a duplicate. The domain is the sender's.
 */
export function messageIdOf(jobId: number, nonce: string, mailFrom: string): string {
  return `<${jobId}.${nonce}@${senderDomain(mailFrom)}>`;
}

/** The domain of the sender's address (`Portal <noreply@portal.example>` → `portal.example`). */
function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.slice(address.lastIndexOf('@') + 1).trim().toLowerCase() || 'localhost';
}

/**
 * The SMTP server may have delivered the mail: it failed after the whole message was handed over
 * (a server that stalls after DATA). Sending it again could deliver it once more per attempt, so
 * the job is given up and logged instead.
 */
export class MaybeDeliveredError extends NotRetriedError {
  constructor(cause: unknown) {
    super(`the SMTP server failed after the message was handed over; not sent again: ${String(cause)}`, { cause });
  }
}

/** The message as it is sent and stored: CRLF line ends, as mail has them on the wire. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicOrigin'>,
  log: Pick<FastifyBaseLogger, 'info'>,
  timeouts: SmtpTimeouts = smtpTimeouts,
): Mailer {
  const compose = async (job: MailJob, jobId: number, files: MailFile[] = []) => {
    const mail = renderMail(job);
    const attachments = files.map((f) => ({ filename: f.fileName, content: f.content, contentType: f.contentType }));
    // Mails queued before the random part existed use a hash of their job instead.
    const nonce = job.nonce ?? createHash('sha256').update(`${jobId}:${job.to}:${config.publicOrigin}`).digest('hex').slice(0, 16);
    const info = await composer.sendMail({ from: config.mailFrom, to: job.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: job.replyTo, messageId: messageIdOf(jobId, nonce, config.mailFrom), attachments });
    return { mail, raw: info.message as Buffer, envelope: info.envelope };
  };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...timeouts } satisfies SMTPTransport.Options);
    return {
      async send(job, jobId, files) {
        const { raw, envelope } = await compose(job, jobId, files);
        let handedOver = false;
        const stream = Readable.from([raw]).once('end', () => (handedOver = true));
        try {
          await transport.sendMail({ envelope, raw: stream });
        } catch (error) {
          throw handedOver ? new MaybeDeliveredError(error) : error;
        }
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    async send(job, jobId, files) {
      const { mail, raw } = await compose(job, jobId, files);
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${String(jobId).padStart(6, '0')}-${job.message.template}.eml`);
      fs.writeFileSync(file, raw);
      log.info(`Mail to ${job.to}: "${mail.subject}" ${mail.link} (written to ${file})`);
    },
  };
}
