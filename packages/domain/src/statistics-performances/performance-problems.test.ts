import { describe, expect, it } from 'vitest';
import { checkPerformance, type CheckedEvent, type PerformanceCheckContext, type PerformanceCheckValues } from './performance-problems';

const sprint: CheckedEvent = { code: '100', measurement: 'time', handTimeAllowed: true, relayMembers: 0, eventType: 10, subEvents: [] };
const relay: CheckedEvent = { code: '4X100', measurement: 'time', handTimeAllowed: true, relayMembers: 4, eventType: 10, subEvents: [] };
const multiTeam: CheckedEvent = { code: 'MTEAM', measurement: 'points', handTimeAllowed: false, relayMembers: 0, eventType: 9, subEvents: [] };
/** Two of the decathlon's sub-events are enough for the rows' rules. */
const decathlon: CheckedEvent = {
  code: 'DEC',
  measurement: 'points',
  handTimeAllowed: false,
  relayMembers: 0,
  eventType: 4,
  subEvents: [
    { eventId: 1, code: '100', measurement: 'time', handTimeAllowed: true, windRequired: true },
    { eventId: 2, code: 'SP7260', measurement: 'distance', handTimeAllowed: false, windRequired: false },
  ],
};

const context = (over: Partial<PerformanceCheckContext> = {}): PerformanceCheckContext => ({
  competition: { dateFrom: '2026-06-13', dateTo: '2026-06-14', environment: 1 },
  event: sprint,
  sex: 'M',
  club: null,
  members: new Map(),
  today: '2026-11-29',
  culture: 'de',
  ...over,
});
const valuesOf = (over: Partial<PerformanceCheckValues> = {}): PerformanceCheckValues => ({
  performanceDateTime: '2026-06-13',
  bestResult: '10,52',
  competitorId: 7,
  relayMembers: [],
  multiEventResults: null,
  ...over,
});
const values = valuesOf;
const problemsOf = (v: PerformanceCheckValues, c: PerformanceCheckContext) => checkPerformance(v, c).problems.map((p) => `${p.field} ${p.key}`);

describe('checkPerformance', () => {
  it('reads a valid sprint: its mark, nothing refused', () => {
    expect(checkPerformance(values(), context())).toEqual({ problems: [], mark: { value: 10.52, handTimed: false }, rows: [] });
  });

  it('wants a real day, not after today, within the competition', () => {
    expect(problemsOf(values({ performanceDateTime: null }), context())).toEqual(['PerformanceDateTime errorResultDate']);
    expect(problemsOf(values({ performanceDateTime: '2026-02-30' }), context())).toEqual(['PerformanceDateTime errorResultDate']);
    expect(problemsOf(values({ performanceDateTime: '2026-06-15' }), context())).toEqual(['PerformanceDateTime errorResultDate']);
    expect(problemsOf(values({ performanceDateTime: '2026-12-01' }), context({ competition: null }))).toEqual(['PerformanceDateTime errorDateInFuture']);
    // A date-time names its day.
    expect(problemsOf(values({ performanceDateTime: '2026-06-14T18:30' }), context())).toEqual([]);
  });

  it('wants an athlete and a result read for the event, naming its range', () => {
    expect(problemsOf(values({ competitorId: null, bestResult: ' ' }), context())).toEqual(['CompetitorId errorCompetitorRequired', 'BestResult errorBestResultRequired']);
    const [slow] = checkPerformance(values({ bestResult: '5,10' }), context()).problems;
    expect(slow).toMatchObject({ field: 'BestResult', key: 'markTooFast', params: { event: '100 m' } });
    expect(slow.params!.min).toMatch(/^\d+,\d+$/);
  });

  it('checks only the day while no event is known', () => {
    expect(checkPerformance(values({ competitorId: null, bestResult: '' }), context({ event: null }))).toEqual({ problems: [], mark: null, rows: [] });
  });

  describe('team events', () => {
    const club = { id: 50, name: 'Eintracht Frankfurt e.V.' };
    const member = (gender: number, path: number[] = [1, 50]) => ({ fullName: `Läufer ${gender}`, gender, organizationPath: path });
    const members = new Map([
      [1, member(0)],
      [2, member(0)],
      [3, member(1)],
      [4, member(0, [1, 60])],
      [5, member(0)],
    ]);
    const team = (ids: number[]) => ids.map((competitorId) => ({ competitorId, value: null }));
    const values = (over: Partial<PerformanceCheckValues>) => ({ ...valuesOf({ bestResult: '39,50', competitorId: null }), ...over });

    it('want a club instead of an athlete', () => {
      expect(problemsOf(values({ competitorId: null, relayMembers: team([1, 2]) }), context({ event: relay, members }))).toEqual(['OrganizationId errorClubRequired']);
    });

    it('take each member once, found, and no more than the relay has', () => {
      const c = context({ event: relay, club, members });
      expect(problemsOf(values({ relayMembers: team([1, 2, 5, 1]) }), c)).toEqual(['RelayMembers errorRelayDuplicateMember']);
      expect(problemsOf(values({ relayMembers: team([1, 2, 5, 99]) }), c)).toEqual(['RelayMembers errorCompetitorRequired']);
      expect(problemsOf(values({ relayMembers: team([1, 2, 5, 1, 2]) }), c)).toEqual(['RelayMembers errorRelayTooManyMembers', 'RelayMembers errorRelayDuplicateMember']);
    });

    it('name a relay member of another club or sex', () => {
      const problems = checkPerformance(values({ relayMembers: team([1, 3, 4]) }), context({ event: relay, club, members })).problems;
      expect(problems).toEqual([
        { field: 'RelayMembers', key: 'errorRelayMemberSex', params: { name: 'Läufer 1', club: club.name } },
        { field: 'RelayMembers', key: 'errorRelayMemberClub', params: { name: 'Läufer 0', club: club.name } },
      ]);
    });

    it('want a value for each member of a multi-team event, on its row', () => {
      const rows = [
        { competitorId: 1, value: '2000' },
        { competitorId: 2, value: ' ' },
      ];
      expect(problemsOf(values({ bestResult: '4000', relayMembers: rows }), context({ event: multiTeam, club, members }))).toEqual(['RelayMembers[1].Value errorMultiTeamValueRequired']);
    });
  });

  describe('combined events', () => {
    const c = context({ event: decathlon });
    const row = (eventId: number, result: string, over: Record<string, string | number | null> = {}) => ({ eventId, result, windResult: null, points: null, overrideReason: null, ...over });

    it('score each row by the tables and sum the points', () => {
      const checked = checkPerformance(values({ multiEventResults: [row(1, '10,80', { windResult: '+0,5' }), row(2, '15,00')] }), c);
      expect(checked.problems).toEqual([]);
      expect(checked.rows.map((r) => r.points)).toEqual([906, 790]);
      expect(checked.rows[0]).toMatchObject({ mark: { value: 10.8, handTimed: false }, wind: 0.5, overrideReason: null });
      expect(checked.mark).toEqual({ value: 906 + 790, handTimed: false });
    });

    it('want one row per sub-event in order', () => {
      expect(problemsOf(values({ multiEventResults: [row(2, '15,00'), row(1, '10,80')] }), c)).toEqual(['MultiEventResults errorMultiEventRows']);
      expect(problemsOf(values({ multiEventResults: null }), c)).toEqual(['MultiEventResults errorMultiEventRows']);
    });

    it('name each row’s problem: result, wind where it counts, points, a reason for other points', () => {
      const rows = [row(1, '', { windResult: '30', points: 'viele' }), row(2, '15,00', { points: 800 })];
      expect(problemsOf(values({ multiEventResults: rows }), c)).toEqual([
        'MultiEventResults[0].Result errorEmpty',
        'MultiEventResults[0].WindResult errorWindOutOfRange',
        'MultiEventResults[0].Points errorShouldBeNumber',
        'MultiEventResults[1].OverrideReason errorOverrideReasonRequired',
      ]);
      expect(problemsOf(values({ multiEventResults: [row(1, '10,80'), row(2, '15,00')] }), c)).toEqual(['MultiEventResults[0].WindResult errorWindRequired']);
      // Indoors the wind does not count.
      expect(problemsOf(values({ multiEventResults: [row(1, '10,80'), row(2, '15,00')] }), { ...c, competition: { ...c.competition!, environment: 0 } })).toEqual([]);
    });

    it('keep typed points with their reason, and refuse a sum beyond any combined event', () => {
      const checked = checkPerformance(values({ multiEventResults: [row(1, '10,80', { windResult: 0, points: 900, overrideReason: ' Protokoll ' }), row(2, '15,00')] }), c);
      expect(checked.rows[0]).toMatchObject({ points: 900, overrideReason: 'Protokoll' });
      const high = [row(1, '10,80', { windResult: 0, points: 9000, overrideReason: 'x' }), row(2, '15,00', { points: 5000, overrideReason: 'x' })];
      expect(problemsOf(values({ multiEventResults: high }), c)).toEqual(['BestResult markTooHigh']);
    });
  });
});
