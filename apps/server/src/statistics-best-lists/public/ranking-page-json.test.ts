import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { publicRankingSchema } from '@portal/domain';
import type { RankedPerformance } from '../../statistics/ranking/ranking.query';
import { markFormatOf, rankingEntry } from '../ranking-entry';
import { rankingPageJson } from './ranking-page-json';

const row = (id: number, lastName: string, markUnits: number): RankedPerformance => ({
  id,
  rank: null,
  competitorKey: id,
  athleteId: id,
  firstName: 'Jörg',
  lastName,
  yearOfBirth: 2001,
  nation: 'GER',
  organizationId: 7,
  organizationName: 'TSV Großostheim',
  markUnits,
  handTimed: false,
  pointsOverridden: false,
  windTenths: id % 2 === 0 ? 25 : -3,
  heightWeight: null,
  sortKey: markUnits,
  performanceDate: '2026-06-13',
  environment: 1,
  seasonYear: 2026,
  competitionId: 3,
  competitionName: 'Abendsportfest „Süd“',
  competitionTown: 'Düsseldorf',
  eventId: 1,
  classId: 1,
  creatorUserId: null,
  creatorOrganizationId: null,
  createdAt: new Date('2026-06-14T10:00:00Z'),
  lastEditorUserId: null,
  lastEditAt: null,
});

const page = {
  paginationMetadata: { currentPage: 1, totalPages: 1, totalCount: 4, pageSize: 100 },
  eventCode: '100',
  eventName: '100 m',
  classCode: 'M',
  className: 'Männer',
  year: 2026,
  environment: 1,
};

describe('rankingPageJson', () => {
  it('writes the page the schema would encode, ranks of any length and the wind-assisted unranked', () => {
    const format = markFormatOf('100', 'time');
    const rows = [row(1, 'Müller', 1012), row(3, 'Weiß', 1015), row(5, 'Çelik', 1020), row(7, 'Ødegaard', 1030)];
    const ranks = [1, 9, 10, 12345];
    const assisted = [row(2, 'Groß', 1001)];
    for (const [withAssisted, ranked] of [
      [true, rows],
      [false, rows],
      [true, []],
    ] as const) {
      // Twice: the second page is written from the entries encoded by the first.
      for (let n = 0; n < 2; n++) {
        const answer = rankingPageJson(page, { rows: [...ranked], format, ranks: ranks.slice(0, ranked.length) }, withAssisted ? { rows: assisted, format, ranks: null } : null);
        const expected = z.encode(publicRankingSchema, {
          ...page,
          entities: ranked.map((r, i) => rankingEntry({ ...r, rank: ranks[i] }, format, false)),
          windAssistedEntities: withAssisted ? assisted.map((r) => rankingEntry(r, format, true)) : [],
        });
        // The entries first, as the page writes them.
        const { entities, windAssistedEntities, ...rest } = expected;
        expect(answer.json.toString('utf8')).toBe(JSON.stringify({ entities, windAssistedEntities, ...rest }));
      }
    }
  });
});
