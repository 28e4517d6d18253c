import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a fresh machine', () => {
    const config = loadConfig({} as NodeJS.ProcessEnv);
    expect(config.port).toBe(3000);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe('full');
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('turns demo data off in production and allows only the public origin there', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.org/' } as NodeJS.ProcessEnv);
    expect(config.demoData).toBe(false);
    expect(config.allowedOrigins).toEqual(['https://portal.example.org']);
  });

  it('seeds the demo accounts without the crowd when DEMO_DATA is small', () => {
    expect(loadConfig({ DEMO_DATA: 'small' } as NodeJS.ProcessEnv).demoData).toBe('small');
    expect(loadConfig({ DEMO_DATA: 'off' } as NodeJS.ProcessEnv).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.org', DEMO_DATA: 'on' } as NodeJS.ProcessEnv).demoData).toBe('full');
  });

  it('listens on 127.0.0.1 only with demo data unless HOST is set, and on every address without demo data', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).host).toBe('127.0.0.1');
    expect(loadConfig({ DEMO_DATA: 'small' } as NodeJS.ProcessEnv).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.org', DEMO_DATA: 'on' } as NodeJS.ProcessEnv).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' } as NodeJS.ProcessEnv).host).toBe('0.0.0.0');
    expect(loadConfig({ DEMO_DATA: 'off' } as NodeJS.ProcessEnv).host).toBe('0.0.0.0');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://portal.example.org' } as NodeJS.ProcessEnv).host).toBe('0.0.0.0');
  });

  it('names every bad value in one message', () => {
    const env = { PORT: 'abc', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail', JWT_SECRET: 'short', DEMO_DATA: 'maybe' } as NodeJS.ProcessEnv;
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (error) {
      const message = (error as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'JWT_SECRET', 'DEMO_DATA']) expect(message).toContain(name);
    }
  });

  it('resolves DATA_DIR against the folder npm was started in', () => {
    expect(loadConfig({ INIT_CWD: '/srv/portal' } as NodeJS.ProcessEnv).dataDir).toBe('/srv/portal/data');
    expect(loadConfig({ INIT_CWD: '/srv/portal', DATA_DIR: '/var/lib/portal' } as NodeJS.ProcessEnv).dataDir).toBe('/var/lib/portal');
  });

  it('ignores empty variables', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' } as NodeJS.ProcessEnv).databaseUrl).toBeUndefined();
  });
});
