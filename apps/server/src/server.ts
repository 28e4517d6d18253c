import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { DataFolderInUseError, openDatabase } from './db/client';
import { loadSecrets } from './lib/secrets';
import { buildApp } from './app';
import { seedBase } from './seed/base';
import { seedReference } from './seed/reference';
import { seedDemo } from './seed/demo';
import { createJobRunner } from './jobs/registry';
import { features } from './features';
import { createMailer } from './mail/mailer';
import { systemClock } from './lib/clock';

async function main(): Promise<void> {
  // Every date rule (a mark "in the future", a sign-up "after the event", an approval's deadlines)
  // counts the federation's calendar days: Central European time unless TZ names another zone.
  process.env.TZ ||= 'Europe/Berlin';
  const config = loadConfig();
  config.webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const secrets = loadSecrets({ dataDir: config.dataDir, jwtSecret: config.jwtSecret, licenceSigningKey: config.licenceSigningKey });
  await seedBase(database.db);
  await seedReference(database.db);
  if (config.demoData) await seedDemo(database.db, { crowd: config.demoData === 'full' });
  const app = await buildApp({ config, database, secrets, logger: true });
  const mailer = createMailer(config, app.log);
  const runner = createJobRunner({ db: database.db, clock: systemClock, mailer, log: app.log, config, storage: app.deps.storage }, features);
  runner.start();

  const stop = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await runner.stop();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Portal ready at ${config.publicOrigin} (database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataFolderInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
