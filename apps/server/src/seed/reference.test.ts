import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ageClasses as classList, countries as countryList, events as eventList } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { seedReference } from './reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const count = async (table: string) => {
  const result = await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return Number(result.rows[0].n);
};

describe('seedReference', () => {
  it('seeds every class, event and country of the domain package, and keeps edits on a second run', async () => {
    await seedReference(t.database.db);
    expect(await count('age_classes')).toBe(classList.length);
    expect(await count('events')).toBe(eventList.length);
    expect(await count('countries')).toBe(countryList.length);

    await t.database.exec(`update events set name = 'Edited' where code = '100'`);
    await seedReference(t.database.db);
    const { rows } = await t.database.db.execute<{ name: string; wind_required: boolean; sub_events: string[] }>(
      sql.raw(`select name, wind_required, sub_events from events where code in ('100', 'DEC') order by code`),
    );
    expect(rows[0].name).toBe('Edited');
    expect(rows[0].wind_required).toBe(true);
    expect(rows[1].sub_events).toHaveLength(10);
    expect(await count('events')).toBe(eventList.length);
  });
});
