import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
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
 * The Message-ID of a job's mail: the same on every attempt, so that a mail sent again after a crash
 * between sending and marking the job done is recognisable as a duplicate by mail systems.
 */
export function messageIdOf(jobId: number, publicOrigin: string): string {
  return `<job-${jobId}@${new URL(publicOrigin).hostname}>`;
}

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'publicOrigin'>,
  log: Pick<FastifyBaseLogger, 'info'>,
  timeouts: SmtpTimeouts = smtpTimeouts,
): Mailer {
  const message = (job: MailJob, jobId: number, files: MailFile[] = []) => {
    const mail = renderMail(job);
    const attachments = files.map((f) => ({ filename: f.fileName, content: f.content, contentType: f.contentType }));
    return { mail, options: { from: config.mailFrom, to: job.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: job.replyTo, messageId: messageIdOf(jobId, config.publicOrigin), attachments } };
  };
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport({ url: config.smtpUrl, ...timeouts } satisfies SMTPTransport.Options);
    return {
      async send(job, jobId, files) {
        await transport.sendMail(message(job, jobId, files).options);
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(job, jobId, files) {
      const { mail, options } = message(job, jobId, files);
      const info = await transport.sendMail(options);
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${String(jobId).padStart(6, '0')}-${job.message.template}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      log.info(`Mail to ${job.to}: "${mail.subject}" ${mail.link} (written to ${file})`);
    },
  };
}
