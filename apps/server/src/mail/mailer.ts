import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { renderMail, type MailJob } from './templates';

/** Delivers one mail; SMTP when configured, else an .eml file in the data folder's outbox. */
export interface Mailer {
  send(job: MailJob, jobId: number): Promise<void>;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Pick<FastifyBaseLogger, 'info'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(job) {
        const mail = renderMail(job);
        await transport.sendMail({ from: config.mailFrom, to: job.to, subject: mail.subject, text: mail.text, html: mail.html });
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(job, jobId) {
      const mail = renderMail(job);
      const info = await transport.sendMail({ from: config.mailFrom, to: job.to, subject: mail.subject, text: mail.text, html: mail.html });
      fs.mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${String(jobId).padStart(6, '0')}-${job.message.template}.eml`);
      fs.writeFileSync(file, info.message as Buffer);
      log.info(`Mail to ${job.to}: "${mail.subject}" ${mail.link} (written to ${file})`);
    },
  };
}
