/**
 * A federation-sized statistics data set for the best-list benchmarks: clubs, athletes, performance
 * competitions and performances, written with set-based SQL (`INSERT … SELECT … FROM generate_series`).
 * The derived columns follow the server's rules (sort key, season year, competitor key, copied year of
 * birth and nation, class for the season); marks are drawn per event, sex and age so that one
 * event × class × season slice holds thousands of rows.
 *
 *   tsx bench/statistics-data.ts            generate (BENCH_ATHLETES, BENCH_PERFORMANCES, BENCH_COMPETITIONS,
 *                                           BENCH_SEASONS) into BENCH_DATABASE_URL, or into an in-memory PGlite
 *   tsx bench/statistics-data.ts --check    small sizes on PGlite, and on a scratch database of
 *                                           BENCH_DATABASE_URL's server when set; checks every row
 */
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import {
  ageClassesFor,
  environmentForDate,
  eventByCode,
  performanceSeasonYear,
  rankingSortKey,
  windTenths,
  type MarkKind,
  type Sex,
} from '@portal/domain';
import { openDatabase, type Database } from '../src/db/client';
import { seedBase } from '../src/seed/base';
import { seedReference } from '../src/seed/reference';
import { seedDemo } from '../src/seed/demo';
import { ageHandicap, markRanges } from '../src/statistics-performances/statistics-performances.seed';
import { createScratchDatabase } from '../src/test/scratch-postgres';

export interface StatisticsSize {
  athletes: number;
  performances: number;
  competitions: number;
  seasons: number;
  /** Clubs the athletes are spread over (default one per 50 athletes). */
  clubs?: number;
  /** The last season (default the current year). */
  year?: number;
  /** Start of the pseudo-random sequence: the same seed and sizes give the same data. */
  seed?: number;
}

export const defaultSize: StatisticsSize = { athletes: 100_000, performances: 5_000_000, competitions: 2_000, seasons: 10 };

/** Either the portal's database handle or a bare `pg` client or pool. */
export type StatisticsTarget = Pick<Database, 'db'> | { query(text: string): Promise<{ rows: unknown[] }> };

type Row = Record<string, unknown>;

function runner(target: StatisticsTarget) {
  return async <T extends Row = Row>(text: string): Promise<T[]> => {
    const result: unknown = 'db' in target ? await target.db.execute(sql.raw(text)) : await target.query(text);
    // Several statements in one call answer with one result each; the last one is the answer.
    const last = (Array.isArray(result) ? result[result.length - 1] : result) as { rows?: unknown[] } | undefined;
    return (last?.rows ?? []) as T[];
  };
}

// The events of the data set by slot; indoors the 60 m takes the place of the 100 m.
const slots: Record<Sex, string[]> = {
  M: ['100', '200', '400', '800', 'LJ', 'HJ', 'SP7260'],
  W: ['100', '200', '400', '800', 'LJ', 'HJ', 'SP4000'],
};
const indoorCode = (code: string) => (code === '100' ? '60' : code);

/** How many of an own class's athletes the statistician also ranks in the open class. */
function openShare(ownClass: string, openClass: string, age: number): number {
  if (ownClass === openClass) return 1;
  if (age >= 20 && age <= 34) return 0.7;
  if (age >= 35 && age <= 44) return 0.3;
  if (age >= 18 && age <= 19) return 0.15;
  if (age >= 16 && age <= 17) return 0.05;
  return 0;
}

const firstNames = {
  M: ['Lukas', 'Jonas', 'Leon', 'Finn', 'Paul', 'Felix', 'Maximilian', 'Elias', 'Noah', 'Tim', 'Jan', 'Niklas', 'Moritz', 'David', 'Julian', 'Tobias', 'Fabian', 'Simon', 'Philipp', 'Erik', 'Malte', 'Kai', 'Hendrik', 'Jannik'],
  W: ['Lena', 'Mia', 'Hanna', 'Emma', 'Sophie', 'Marie', 'Laura', 'Lea', 'Anna', 'Clara', 'Johanna', 'Katharina', 'Lisa', 'Julia', 'Sarah', 'Nele', 'Pia', 'Carolin', 'Franziska', 'Theresa', 'Jana', 'Vanessa', 'Alina', 'Annika'],
};
const lastNames = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf',
  'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier', 'Lehmann',
  'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz', 'Möller', 'Weiß', 'Jung',
];
const towns = ['Frankfurt am Main', 'Kassel', 'Darmstadt', 'München', 'Nürnberg', 'Regensburg', 'Berlin', 'Hamburg', 'Bremen', 'Hannover', 'Braunschweig', 'Dortmund', 'Düsseldorf', 'Köln', 'Leverkusen', 'Mannheim', 'Stuttgart', 'Ulm', 'Erfurt', 'Jena', 'Leipzig', 'Dresden', 'Chemnitz', 'Halle (Saale)', 'Magdeburg', 'Rostock', 'Kiel', 'Saarbrücken', 'Mainz', 'Koblenz'];
const foreignNations = ['AUT', 'SUI', 'NED', 'POL', 'ITA', 'USA', 'KEN', 'UKR'];

const text = (s: string) => `'${s.replace(/'/g, "''")}'`;
const array = (items: string[]) => `array[${items.map(text).join(',')}]`;

/** Fills the statistics tables of the federation with the external id DLV; returns the milliseconds of each step. */
export async function generateStatistics(target: StatisticsTarget, size: StatisticsSize = defaultSize): Promise<Record<string, number>> {
  const run = runner(target);
  const timings: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    timings[name] = Math.round(performance.now() - started);
  };
  // The data-version triggers run once per row at commit; a bulk load moves the version once, at its end.
  const versioned = ['organizations', 'athletes', 'perf_competitions', 'performances'];
  await run(versioned.map((table) => `alter table ${table} disable trigger statistics_changed;`).join(' '));
  try {
    return await generate(run, size, timings, step);
  } finally {
    await run(versioned.map((table) => `alter table ${table} enable trigger statistics_changed;`).join(' ') + ` update statistics_version set version = nextval('statistics_version_seq');`);
  }
}

async function generate(
  run: ReturnType<typeof runner>,
  size: StatisticsSize,
  timings: Record<string, number>,
  step: (name: string, work: () => Promise<unknown>) => Promise<void>,
): Promise<Record<string, number>> {
  const year = size.year ?? new Date().getUTCFullYear();
  const seed = size.seed ?? 1;
  const clubs = size.clubs ?? Math.max(20, Math.round(size.athletes / 50));
  // setseed and the statement drawing from it go in one call: a pool may hand out another connection next time.
  const seeded = (offset: number, statement: string) => run(`select setseed(${((seed * 7919 + offset) % 10_000) / 10_000}); ${statement}`);

  const [master] = await run<{ id: number }>(`select id from organizations where type = 'master' and external_id = 'DLV'`);
  if (!master) throw new Error('The federation DLV is missing: seed the demo organisations first.');
  const regions = await run<{ id: number }>(`select id from organizations where master_id = ${master.id} and type = 'Region' order by id`);
  const [statistician] = await run<{ id: number }>(`select id from users where email = 'statistician@demo.test'`);
  const creator = statistician ? String(statistician.id) : 'null';
  const eventIds = new Map((await run<{ code: string; id: number }>(`select code, id from events`)).map((e) => [e.code, Number(e.id)]));
  const classIds = new Map((await run<{ code: string; id: number }>(`select code, id from age_classes`)).map((c) => [c.code, Number(c.id)]));
  const reserve = async (table: string, count: number) => {
    const [{ first }] = await run<{ first: number }>(`select nextval(pg_get_serial_sequence('${table}', 'id'))::int as first`);
    await run(`select setval(pg_get_serial_sequence('${table}', 'id'), ${Number(first) + count - 1})`);
    return Number(first);
  };

  // The domain's rules as small tables for the statements: classes by sex and age, events by slot.
  const classRows: string[] = [];
  for (const sex of ['M', 'W'] as const) {
    for (let age = 10; age <= 100; age++) {
      const eligible = ageClassesFor(sex, year - age, year);
      const [own, open] = [eligible[0], eligible[eligible.length - 1]];
      classRows.push(`(${sex === 'M' ? 0 : 1}, ${age}, ${classIds.get(own)}, ${classIds.get(open)}, ${openShare(own, open, age)}::float8, ${ageHandicap(age).toFixed(4)}::float8)`);
    }
  }
  const classes = `classes(gender, age, own_id, open_id, open_share, handicap) as (values ${classRows.join(', ')})`;
  const eventRows: string[] = [];
  for (const sex of ['M', 'W'] as const) {
    slots[sex].forEach((code, slot) => {
      for (const indoor of [false, true]) {
        const event = eventByCode(indoor ? indoorCode(code) : code)!;
        const [best, ordinary] = markRanges[sex][event.code];
        eventRows.push(
          `(${sex === 'M' ? 0 : 1}, ${slot}, ${indoor}, ${eventIds.get(event.code)}, ${event.measurement === 'time'}, ${best}::float8, ${ordinary}::float8, ${event.windRequired}, ${event.handTimeAllowed}, ${event.heightWeight ?? 'null'}::numeric)`,
        );
      }
    });
  }
  const eventTable = `events_of(gender, slot, indoor, event_id, timed, best, ordinary, wind, hand, weight) as (values ${eventRows.join(', ')})`;

  const firstClub = await reserve('organizations', clubs);
  await step('clubs', () =>
    run(`insert into organizations (id, name, type, parent_id, master_id, state_code, path)
      select ${firstClub} + g - 1, 'Bench-Verein ' || g, 'Club', r.id, ${master.id}, r.state_code, r.path || (${firstClub} + g - 1)
      from generate_series(1, ${clubs}) g
      join (select id, state_code, path, row_number() over (order by id) - 1 as n from organizations where id in (${regions.map((r) => r.id).join(',')})) r
        on r.n = g % ${regions.length}`),
  );

  // Athletes in order of their year of birth, so that those old enough for a season are a prefix of the ids.
  const firstAthlete = await reserve('athletes', size.athletes);
  await step('athletes', () =>
    seeded(
      1,
      `insert into athletes (id, master_id, first_name, last_name, gender, year_of_birth, nation, organization_id)
      select ${firstAthlete} + row_number() over (order by yob, g) - 1, ${master.id},
        case when gender = 0 then (${array(firstNames.M)})[1 + g / 2 % ${firstNames.M.length}] else (${array(firstNames.W)})[1 + g / 2 % ${firstNames.W.length}] end,
        (${array(lastNames)})[1 + (g * 7919) % ${lastNames.length}],
        gender, yob, nation, club
      from (
        select g, g % 2 as gender,
          ${year} - case when r1 < 0.2 then 12 + floor(r2 * 4) when r1 < 0.45 then 16 + floor(r2 * 4) when r1 < 0.55 then 20 + floor(r2 * 3)
            when r1 < 0.7 then 23 + floor(r2 * 7) when r1 < 0.75 then 30 + floor(r2 * 5) else 35 + floor(r2 * 45) end as yob,
          case when r3 < 0.05 then (${array(foreignNations)})[1 + floor(r4 * ${foreignNations.length})::int] else 'GER' end as nation,
          ${firstClub} + floor(r5 * ${clubs})::int as club
        from (select g, random() r1, random() r2, random() r3, random() r4, random() r5 from generate_series(1, ${size.athletes}) g) x
      ) a`,
    ),
  );

  // Competitions: a quarter indoors (January to March, and November and December for the next season).
  const firstCompetition = await reserve('perf_competitions', size.competitions);
  await step('competitions', () =>
    seeded(
      2,
      `insert into perf_competitions (id, master_id, name, date_from, date_to, town, nation, environment, region_id, import_source, owner_id, creator_user_id)
      select ${firstCompetition} + g - 1, ${master.id}, 'Sportfest ' || town || ' ' || g, day, day, town, 'GER',
        case when extract(month from day) in (1, 2, 3, 11, 12) then 0 else 1 end, region, case when r4 < 0.1 then 'ladv' else 'portal' end, ${master.id}, ${creator}
      from (
        select g, r4, make_date(case when month >= 11 then season - 1 else season end, month, 1 + floor(r2 * 28)::int) as day,
          (${array(towns)})[1 + floor(r3 * ${towns.length})::int] as town,
          (array[${regions.map((r) => r.id).join(',')}])[1 + floor(r5 * ${regions.length})::int] as region
        from (
          select g, r2, r3, r4, r5, ${year} - g % ${size.seasons} as season,
            case when r1 < 0.25 then (array[1, 1, 2, 2, 3, 11, 12])[1 + floor(r6 * 7)::int] else (array[4, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 9, 9, 10])[1 + floor(r6 * 14)::int] end as month
          from (select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6 from generate_series(1, ${size.competitions}) g) x
        ) m
      ) c`,
    ),
  );

  // The secondary indexes and foreign keys of performances are rebuilt after the load: one sort per
  // index and one join per key instead of millions of single-row updates and checks.
  const indexes = await run<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes where schemaname = current_schema() and tablename = 'performances' and indexname <> 'performances_pkey'`,
  );
  const keys = await run<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where conrelid = 'performances'::regclass and contype = 'f'`,
  );
  await run(keys.map((k) => `alter table performances drop constraint "${k.name}";`).join(' ') + indexes.map((i) => `drop index "${i.name}";`).join(' '));
  try {
    const seasonFrom = year - size.seasons + 1;
    const chunk = 500_000;
    await step('performances', async () => {
      for (let done = 0, part = 0; done < size.performances; done += chunk, part++) {
        const rows = Math.min(chunk, size.performances - done);
        await seeded(
          10 + part,
          `insert into performances (master_id, competition_id, event_id, class_id, athlete_id, competitor_key, organization_id, year_of_birth, nation,
            performance_date, environment, season_year, mark_units, hand_timed, sort_key, wind_tenths, height_weight, creator_user_id, creator_organization_id, created_at)
          with ${classes}, ${eventTable},
          competitions as (
            select id - ${firstCompetition} as n, id, date_from, environment,
              (extract(year from date_from) + case when environment = 0 and extract(month from date_from) >= 11 then 1 else 0 end)::int as season
            from perf_competitions where id between ${firstCompetition} and ${firstCompetition + size.competitions - 1}
          ),
          eligible as (
            select s as season, count(a.id)::int as athletes
            from generate_series(${seasonFrom}, ${year}) s left join athletes a on a.id between ${firstAthlete} and ${firstAthlete + size.athletes - 1} and a.year_of_birth <= s - 12
            group by s
          ),
          -- Materialised steps, so that every join is on plain columns: the planner cannot see through random().
          draws as materialized (
            select x.*, c.id as competition_id, c.date_from, c.environment, c.season, ${firstAthlete} + floor(x.r2 * s.athletes)::int as athlete_id
            from (select g, random() r1, random() r2, random() r3, random() r4, random() r5, random() r6, random() r7, random() r8, random() r9
                  from generate_series(1, ${rows}) g) x
            join competitions c on c.n = floor(x.r1 * ${size.competitions})::int
            join eligible s on s.season = c.season
          ),
          entries as materialized (
            select d.*, a.gender, a.year_of_birth, a.nation, a.organization_id, d.season - a.year_of_birth as age,
              case when d.r3 < 0.7 then a.id % 7 else floor(d.r3 * 70)::int % 7 end as slot,
              0.04 + 0.96 * power(((a.id::bigint * 2654435761) % 4294967296)::float8 / 4294967296, 0.75) as ability
            from draws d join athletes a on a.id = d.athlete_id
          )
          select ${master.id}, n.competition_id, e.event_id, case when n.r4 < k.open_share then k.open_id else k.own_id end, n.athlete_id, n.athlete_id,
            n.organization_id, n.year_of_birth, n.nation, n.date_from, n.environment, n.season, u.units, u.hand,
            case when u.units <= 0 then null when e.timed then u.units * 2 + u.hand::int else -u.units * 2 end,
            case when e.wind and n.environment = 1 and n.r6 >= 0.08 then floor(n.r7 * 46)::int - 15 end, e.weight, ${creator}, ${master.id}, n.date_from + 2
          from entries n
          join classes k on k.gender = n.gender and k.age = n.age
          join events_of e on e.gender = n.gender and e.indoor = (n.environment = 0) and e.slot = n.slot
          cross join lateral (
            select e.best + (e.ordinary - e.best) * least(1.6, greatest(0, n.ability + k.handicap + (n.r5 - 0.5) * 0.12)) as raw,
              e.timed and e.hand and e.slot <= 2 and n.environment = 1 and n.r9 < 0.02 as hand
          ) m
          cross join lateral (
            select case when not e.timed and n.r8 < 0.003 then 0 when m.hand then ceil(m.raw * 10) * 10 when e.timed then ceil(m.raw * 100) else floor(m.raw * 100) end::int as units, m.hand
          ) u`,
        );
      }
    });
  } finally {
    await step('indexes', () => run(`set maintenance_work_mem = '256MB'; ${indexes.map((i) => `${i.definition};`).join(' ')}`));
    await step('foreign keys', () => run(keys.map((k) => `alter table performances add constraint "${k.name}" ${k.definition};`).join(' ')));
  }
  await step('analyze', () => run(`analyze organizations; analyze athletes; analyze perf_competitions; analyze performances;`));
  return timings;
}

// ---------------------------------------------------------------------------------------------
// Command line

async function prepare(database: Database): Promise<void> {
  await seedBase(database.db);
  await seedReference(database.db);
  await seedDemo(database.db);
}

/** The indexes and foreign keys of performances, with whether each key is validated. */
async function structure(database: Database): Promise<string[]> {
  const run = runner(database);
  const indexes = await run<{ d: string }>(`select indexdef as d from pg_indexes where tablename = 'performances' order by indexname`);
  const keys = await run<{ d: string }>(
    `select conname || ' ' || pg_get_constraintdef(oid) || ' ' || convalidated as d from pg_constraint where conrelid = 'performances'::regclass order by conname`,
  );
  return [...indexes, ...keys].map((r) => r.d);
}

/** Every rule a performance row must follow, against the domain functions; the messages of what broke. */
async function check(database: Database, size: StatisticsSize, before: string[]): Promise<string[]> {
  const run = runner(database);
  const problems: string[] = [];
  const expect = (ok: boolean, message: string) => {
    if (!ok && problems.length < 20) problems.push(message);
  };
  const year = size.year ?? new Date().getUTCFullYear();
  const [counts] = await run<{ athletes: string; performances: string; competitions: string }>(
    `select (select count(*) from athletes a join organizations o on o.id = a.organization_id where o.name like 'Bench-Verein %') as athletes,
       (select count(*) from perf_competitions where name like 'Sportfest %') as competitions,
       (select count(*) from performances p join perf_competitions c on c.id = p.competition_id where c.name like 'Sportfest %') as performances`,
  );
  expect(Number(counts.athletes) === size.athletes, `athletes: ${counts.athletes}`);
  expect(Number(counts.competitions) === size.competitions, `competitions: ${counts.competitions}`);
  expect(Number(counts.performances) === size.performances, `performances: ${counts.performances}`);
  const rows = await run<{
    id: number; code: string; measurement: MarkKind; class_code: string; gender: number; a_yob: number; a_nation: string; a_org: number; athlete_id: number;
    competitor_key: number; year_of_birth: number; nation: string; organization_id: number; date: string; environment: number; season_year: number;
    mark_units: number; hand_timed: boolean; sort_key: number | null; wind_tenths: number | null; date_from: string;
  }>(
    `select p.id, e.code, e.measurement, k.code as class_code, a.gender, a.year_of_birth as a_yob, a.nation as a_nation, a.organization_id as a_org, p.athlete_id,
       p.competitor_key, p.year_of_birth, p.nation, p.organization_id, to_char(p.performance_date, 'YYYY-MM-DD') as date, p.environment, p.season_year,
       p.mark_units, p.hand_timed, p.sort_key, p.wind_tenths, to_char(c.date_from, 'YYYY-MM-DD') as date_from
     from performances p join events e on e.id = p.event_id join age_classes k on k.id = p.class_id join athletes a on a.id = p.athlete_id
     join perf_competitions c on c.id = p.competition_id where c.name like 'Sportfest %'`,
  );
  for (const p of rows) {
    const event = eventByCode(p.code)!;
    const sex: Sex = p.gender === 0 ? 'M' : 'W';
    const eligible = ageClassesFor(sex, p.a_yob, p.season_year);
    expect(p.sort_key === rankingSortKey(p.mark_units, p.measurement, p.hand_timed), `${p.id}: sort key ${p.sort_key} for ${p.mark_units}`);
    expect(p.season_year === performanceSeasonYear(p.date, p.environment), `${p.id}: season ${p.season_year} for ${p.date}`);
    expect(p.environment === environmentForDate(p.date_from), `${p.id}: environment ${p.environment} for ${p.date_from}`);
    expect(p.season_year <= year && p.season_year > year - size.seasons, `${p.id}: season ${p.season_year} outside the range`);
    expect(event.environment === 2 || event.environment === p.environment, `${p.id}: ${p.code} in environment ${p.environment}`);
    expect(p.competitor_key === p.athlete_id && p.year_of_birth === p.a_yob && p.nation === p.a_nation && p.organization_id === p.a_org, `${p.id}: copied athlete columns`);
    expect(p.class_code === eligible[0] || p.class_code === eligible[eligible.length - 1], `${p.id}: class ${p.class_code} for ${sex} ${p.a_yob} in ${p.season_year}`);
    expect(p.season_year - p.a_yob >= 12, `${p.id}: athlete of ${p.a_yob} in ${p.season_year}`);
    if (p.mark_units > 0) {
      const value = p.mark_units / 100;
      expect(value >= event.limits.min && value <= event.limits.max, `${p.id}: ${p.code} ${value} outside ${event.limits.min}..${event.limits.max}`);
    }
    expect(!p.hand_timed || (event.handTimeAllowed && p.mark_units % 10 === 0), `${p.id}: hand time ${p.mark_units}`);
    const windy = event.windRequired && p.environment === 1;
    expect(windy || p.wind_tenths === null, `${p.id}: wind where none is measured`);
    if (p.wind_tenths !== null) expect(windTenths(p.wind_tenths / 10) === p.wind_tenths && p.wind_tenths >= -15 && p.wind_tenths <= 30, `${p.id}: wind ${p.wind_tenths}`);
  }
  const flags = { hand: rows.some((r) => r.hand_timed), foul: rows.some((r) => r.sort_key === null), noWind: rows.some((r) => r.wind_tenths === null && r.code === '100') };
  expect(flags.hand && flags.noWind && (flags.foul || size.performances < 10_000), `missing kinds of marks: ${JSON.stringify(flags)}`);
  expect(JSON.stringify(await structure(database)) === JSON.stringify(before), 'the indexes and foreign keys of performances differ from before the load');
  return problems;
}

/** Rows of the busiest slices: what one best list of an event, class and season has to rank. */
async function slices(database: Database, year: number): Promise<string> {
  const rows = await runner(database)<{ event: string; class: string; n: string }>(
    `select e.code as event, k.code as class, count(*) as n from performances p join events e on e.id = p.event_id join age_classes k on k.id = p.class_id
     where p.season_year = ${year} and k.code in ('M', 'W', 'MU20') and e.code in ('100', '800', 'HJ', '60') group by 1, 2 order by 1, 2`,
  );
  return rows.map((r) => `${r.event} ${r.class} ${r.n}`).join(', ');
}

async function generateAndReport(kind: string, database: Database, size: StatisticsSize, verify: boolean): Promise<boolean> {
  await prepare(database);
  const before = await structure(database);
  const started = performance.now();
  const timings = await generateStatistics(database, size);
  const total = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${kind}: ${size.athletes} athletes, ${size.performances} performances, ${size.competitions} competitions, ${size.seasons} seasons in ${total} s`);
  console.log(`  steps (ms): ${Object.entries(timings).map(([name, ms]) => `${name} ${ms}`).join(', ')}`);
  console.log(`  season ${size.year ?? new Date().getUTCFullYear()}: ${await slices(database, size.year ?? new Date().getUTCFullYear())}`);
  if (!verify) return true;
  const problems = await check(database, size, before);
  for (const p of problems) console.log(`  FAIL ${p}`);
  if (problems.length === 0) console.log('  ok: every row follows the derived-column rules; indexes and foreign keys are back');
  return problems.length === 0;
}

async function main() {
  const verify = process.argv.includes('--check');
  const fromEnv = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
  const size: StatisticsSize = verify
    ? { athletes: 2_000, performances: 30_000, competitions: 120, seasons: 3 }
    : {
        athletes: fromEnv('BENCH_ATHLETES', defaultSize.athletes),
        performances: fromEnv('BENCH_PERFORMANCES', defaultSize.performances),
        competitions: fromEnv('BENCH_COMPETITIONS', defaultSize.competitions),
        seasons: fromEnv('BENCH_SEASONS', defaultSize.seasons),
      };
  const url = process.env.BENCH_DATABASE_URL;
  const results: boolean[] = [];
  if (verify || !url) {
    const database = await openDatabase({});
    try {
      results.push(await generateAndReport('PGlite', database, size, verify));
    } finally {
      await database.close();
    }
  }
  if (url) {
    // The check writes into a scratch database of the server; a generation goes where it is told.
    const scratch = verify ? await createScratchDatabase(url, 'portal_bench_stats') : undefined;
    const database = await openDatabase({ url: scratch?.url ?? url });
    try {
      results.push(await generateAndReport('PostgreSQL', database, size, verify));
    } finally {
      await database.close();
      await scratch?.drop();
    }
  }
  if (results.includes(false)) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
