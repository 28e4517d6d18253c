import { z } from 'zod';
import path from 'node:path';
import { parseS3Url, type S3Location } from './plugins/storage/s3-location';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Leichtathletik-Portal <noreply@portal.localhost>'),
  PUBLIC_ORIGIN: z.url({ error: 'must be an origin such as https://portal.example.org' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LICENCE_SIGNING_KEY: z.string().min(40, 'must be an Ed25519 private key in PEM').optional(),
  DEMO_DATA: z.union([booleanFlag, z.literal('small')], { error: 'must be on, off or small' }).optional(),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: z
    .union([booleanFlag, z.string().regex(/^[1-9]$/, 'must be on, off or the number of proxies (1-9)').transform(Number)])
    .optional(),
  S3_URL: z
    .string()
    .superRefine((value, ctx) => {
      try {
        parseS3Url(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    })
    .optional(),
  UPLOAD_LIMIT_MB: z.coerce.number().int().min(1).max(500).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicOrigin: string;
  /** Origins that confirm and reset links may start with. */
  allowedOrigins: string[];
  jwtSecret?: string;
  licenceSigningKey?: string;
  /** Demo organisations and accounts; `full` adds a crowd of members and requests (paging, both federations). */
  demoData: false | 'small' | 'full';
  production: boolean;
  logLevel: string;
  /**
   * How many reverse proxies stand in front of the portal: the client address is taken that many
   * entries from the right of X-Forwarded-For (the entries further left are the client's to forge).
   * false: the socket's address.
   */
  trustProxy: number | false;
  /** An S3-compatible bucket for files; without it they go to `DATA_DIR/files`. */
  s3?: S3Location;
  /** Largest upload accepted, in bytes. */
  uploadLimitBytes: number;
  /** Folder of the built web app, served with history fallback when present. */
  webRoot?: string;
}

export class ConfigError extends Error {}

/** Reads every setting from the environment once, with defaults, and fails with one clear message per bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const publicOrigin = new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin;
  const allowedOrigins = [publicOrigin];
  const demoData = e.DEMO_DATA === 'small' ? 'small' : (e.DEMO_DATA ?? !production) ? 'full' : false;
  if (!production) {
    // The Vite dev server (npm run dev) serves the web app on its own port.
    allowedOrigins.push('http://localhost:5173', `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`);
  }
  return {
    port: e.PORT,
    // The demo accounts' password is in the README: a demo portal answers only on this machine unless HOST says otherwise.
    host: e.HOST ?? (demoData ? '127.0.0.1' : '0.0.0.0'),
    // Relative to where npm was invoked (INIT_CWD), so `npm start` at the root keeps ./data there.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicOrigin,
    allowedOrigins: [...new Set(allowedOrigins)],
    jwtSecret: e.JWT_SECRET,
    licenceSigningKey: e.LICENCE_SIGNING_KEY,
    demoData,
    production,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === true ? 1 : e.TRUST_PROXY || false,
    s3: e.S3_URL ? parseS3Url(e.S3_URL) : undefined,
    uploadLimitBytes: e.UPLOAD_LIMIT_MB * 1024 * 1024,
  };
}
