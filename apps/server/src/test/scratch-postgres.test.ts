import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from './harness';
import { dropOldTemplates, OTHER_TEMPLATES_KEPT } from './scratch-postgres';

const prefix = `portal_droptest_${process.pid}_template_`;
const names = (suffixes: string[]) => suffixes.map((s) => `${prefix}${s}`);

describe.runIf(testDatabaseKind === 'postgres')('template databases of earlier versions', () => {
  let client: pg.Client;
  const existing = async () =>
    (await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1) order by datname', [prefix])).rows.map((r) => r.datname);

  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
  });
  afterAll(async () => {
    for (const name of await existing()) await client.query(`drop database if exists ${pg.escapeIdentifier(name)}`);
    await client.end();
  });

  it('keeps the new one, the newest others and one being built, and drops the rest', async () => {
    // Created oldest first: the server numbers databases in the order they are created.
    const older = names(['a1', 'a2', 'a3', 'a4', 'a5', 'a6']);
    for (const name of [...older, `${prefix}ff`, `${prefix}b7_building`]) await client.query(`create database ${pg.escapeIdentifier(name)}`);
    const dropped = await dropOldTemplates(client, prefix, `${prefix}ff`);
    expect(OTHER_TEMPLATES_KEPT).toBe(4);
    expect(dropped.sort()).toEqual(names(['a1', 'a2']));
    expect(await existing()).toEqual([...names(['a3', 'a4', 'a5', 'a6']), `${prefix}b7_building`, `${prefix}ff`].sort());
  });
});
