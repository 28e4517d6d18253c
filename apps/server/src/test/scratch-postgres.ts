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
    await dropOldTemplates(client, templatePrefixOf(template.name), template.name);
  } finally {
    await client.query('select pg_advisory_unlock(hashtext($1))', [template.name]);
  }
}

/** The part of a template's name before its hash: the templates of every version share it. */
const templatePrefixOf = (name: string) => name.replace(/[0-9a-f]+$/, '');

/**
 * Templates kept besides the new one: the newest of other versions of the migrations and seeds
 * (each version has one with demo data and one without), which another checkout on the same
 * server may still be copying from.
 */
export const OTHER_TEMPLATES_KEPT = 4;

/**
 * Drops the templates named `prefix…` but the newest `OTHER_TEMPLATES_KEPT` besides `current`, so
 * that a changed seed or migration does not leave another database on the server each time. A
 * template in use stays, and goes the next time.
 */
export async function dropOldTemplates(client: pg.Client, prefix: string, current: string): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where starts_with(datname, $1) and datname <> $2 and not datname like '%\\_building' order by oid desc`,
    [prefix, current],
  );
  const dropped: string[] = [];
  for (const { datname } of rows.slice(OTHER_TEMPLATES_KEPT)) {
    try {
      await client.query(`drop database if exists ${pg.escapeIdentifier(datname)}`);
      dropped.push(datname);
    } catch {
      // In use: another run is copying it.
    }
  }
  return dropped;
}
