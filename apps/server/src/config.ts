import { z } from 'zod';
import path from 'node:path';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
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
  DEMO_DATA: booleanFlag.optional(),
  NODE_ENV: z.string().default('development'),
  TRUST_PROXY: booleanFlag.optional(),
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
  demoData: boolean;
  production: boolean;
  logLevel: string;
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (else it could be forged). */
  trustProxy: boolean;
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
  if (!production) {
    // The Vite dev server (npm run dev) serves the web app on its own port.
    allowedOrigins.push('http://localhost:5173', `http://localhost:${e.PORT}`, `http://127.0.0.1:${e.PORT}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    // Relative to where npm was invoked (INIT_CWD), so `npm start` at the root keeps ./data there.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicOrigin,
    allowedOrigins: [...new Set(allowedOrigins)],
    jwtSecret: e.JWT_SECRET,
    licenceSigningKey: e.LICENCE_SIGNING_KEY,
    demoData: e.DEMO_DATA ?? !production,
    production,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
  };
}
