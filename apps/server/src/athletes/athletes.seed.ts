import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const spelledOut: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };

/**
 * A second record of one demo athlete, as an import without umlauts creates it: the last name
 * spelled out (`Schäfer` → `Schaefer`), same year of birth and club, holding the athlete's two
 * newest marks. The statisticians' duplicate list then has a pair to merge. Does nothing when
 * the pair exists or no athlete fits.
 */
export async function seedDuplicateAthlete(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await tx.execute<{ id: number; master_id: number; first_name: string; last_name: string; gender: number; year_of_birth: number; nation: string; organization_id: number }>(sql`
      select a.id, a.master_id, a.first_name, a.last_name, a.gender, a.year_of_birth, a.nation, a.organization_id from athletes a
      where a.last_name ~ '[äöüßÄÖÜ]' and (select count(*) from performances p where p.athlete_id = a.id) >= 4
      order by a.id limit 1`);
    const original = found.rows[0];
    if (!original) return false;
    const lastName = original.last_name.replace(/[äöüßÄÖÜ]/g, (c) => spelledOut[c]);
    const exists = await tx.execute(sql`select 1 from athletes where master_id = ${original.master_id} and last_name = ${lastName} and first_name = ${original.first_name}`);
    if (exists.rows.length) return false;
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into athletes (master_id, first_name, last_name, gender, year_of_birth, nation, organization_id)
      values (${original.master_id}, ${original.first_name}, ${lastName}, ${original.gender}, ${original.year_of_birth}, ${original.nation}, ${original.organization_id})
      returning id`);
    const copy = inserted.rows[0].id;
    await tx.execute(sql`update performances set athlete_id = ${copy}, competitor_key = ${copy}
      where id in (select id from performances where athlete_id = ${original.id} order by performance_date desc, id desc limit 2)`);
    return true;
  });
}
