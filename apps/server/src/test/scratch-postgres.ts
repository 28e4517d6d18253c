import crypto from 'node:crypto';
import pg from 'pg';

async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const urlOf = (adminUrl: string, name: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A fresh database on the PostgreSQL server of `adminUrl`, for one test file or bench run; `drop` removes it. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
  template?: { name: string; build(url: string): Promise<void> },
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, async (client) => {
    if (template) await ensureTemplate(client, adminUrl, template);
    await client.query(`create database ${name}${template ? ` template ${template.name}` : ''}`);
  });
  return { url: urlOf(adminUrl, name), drop: () => onServer(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => {}) };
}

/**
 * Builds the template database `name` once per server: migrating and seeding takes about a second a
 * database, copying a template a tenth of that. The test files running alongside wait on a lock
 * for the one that builds it; the name carries a hash of what shapes it, so a changed seed or
 * migration builds a new one.
 */
async function ensureTemplate(client: pg.Client, adminUrl: string, template: { name: string; build(url: string): Promise<void> }): Promise<void> {
  const exists = async () => (await client.query('select 1 from pg_database where datname = $1', [template.name])).rowCount === 1;
  if (await exists()) return;
  await client.query('select pg_advisory_lock(hashtext($1))', [template.name]);
  try {
    if (await exists()) return;
    const building = `${template.name}_building`;
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    await template.build(urlOf(adminUrl, building));
    // Renamed only when complete: a build that failed halfway is never copied.
    await client.query(`alter database ${building} rename to ${template.name}`);
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [template.name]);
  }
}
