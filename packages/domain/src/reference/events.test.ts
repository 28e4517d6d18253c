import { describe, expect, it } from 'vitest';
import { markKinds } from '../results/marks';
import { parseEventMark } from '../results/parse-event-mark';
import { combinedEventPoints, hasScoringTable } from '../scoring/combined-event-points';
import { EventType, eventByCode, eventTypeNames, events } from './events';

const get = (code: string) => {
  const e = eventByCode(code);
  if (!e) throw new Error(`no event ${code}`);
  return e;
};

describe('events', () => {
  it('has unique codes and orders', () => {
    expect(new Set(events.map((e) => e.code)).size).toBe(events.length);
    expect(events.map((e) => e.order)).toEqual(events.map((_, i) => i + 1));
    expect(eventTypeNames).toHaveLength(15);
    expect(EventType.enduranceTeam).toBe(14);
  });

  it('covers the required events', () => {
    const required = [
      ...['50', '60', '100', '200', '400', '800', '1000', '1500', 'MILE', '3000', '5000', '10000'],
      ...['3000SC914', '3000SC762', '2000SC914', '110H1067', '110H991', '110H914', '100H840', '100H762', '400H914', '400H762', '60H1067', '60H840'],
      ...['4X100', '4X400', '4X200', '3X800', 'SWED'],
      ...['HJ', 'PV', 'LJ', 'TJ', 'SP7260', 'SP4000', 'DT2000', 'DT1000', 'HT7260', 'HT4000', 'JT800', 'JT600'],
      ...['3000W', '10000W', '20KW', '50KW', '5K', '10K', 'HM', 'MAR'],
      ...['DEC', 'HEP', 'HEPI', 'PENI', 'DECW', 'DECU20', 'DECU18', 'HEPU18'],
    ];
    for (const code of required) expect(eventByCode(code), code).toBeDefined();
  });

  it('is internally consistent', () => {
    for (const e of events) {
      expect(markKinds).toContain(e.measurement);
      expect(e.limits.min).toBeLessThan(e.limits.max);
      expect(e.limits.min).toBeGreaterThan(0);
      expect(e.name.length).toBeGreaterThan(0);
      expect(e.shortName.length).toBeGreaterThan(0);
      expect((e.heightWeight === null) === (e.heightWeightUnit === null)).toBe(true);
      expect(e.relayMembers > 0).toBe(e.eventType === EventType.genericRun);
      if (e.handTimeAllowed) expect(e.measurement).toBe('time');
      expect(e.timePrecision === null).toBe(e.measurement !== 'time');
      expect(e.subEvents.length > 0).toBe(e.eventType === EventType.multi);
      expect(e.sex !== null).toBe(e.eventType === EventType.multi);
    }
  });

  it('records implements in kg and hurdles in cm', () => {
    expect(get('SP7260')).toMatchObject({ heightWeight: 7.26, heightWeightUnit: 'kg', name: 'Kugelstoß 7,26 kg', scoring: 'SP' });
    expect(get('DT1750')).toMatchObject({ heightWeight: 1.75, name: 'Diskuswurf 1,75 kg' });
    expect(get('JT800')).toMatchObject({ heightWeight: 0.8, name: 'Speerwurf 800 g' });
    expect(get('110H991')).toMatchObject({ heightWeight: 99.1, heightWeightUnit: 'cm', name: '110 m Hürden (99,1 cm)', scoring: '110mH' });
    expect(get('3000SC914')).toMatchObject({ heightWeight: 91.4, name: '3000 m Hindernis (91,4 cm)' });
  });

  it('marks the default filter event 100 as the 100 m sprint with wind', () => {
    expect(get('100')).toMatchObject({ name: '100 m', eventType: EventType.sprintRun, measurement: 'time', windRequired: true, scoring: '100m' });
    expect(get('10000').name).toBe('10.000 m');
  });

  it('times road races to the second and allows no hand-time star there', () => {
    for (const code of ['5K', '10K', 'HM', 'MAR', '20KW']) {
      expect(get(code)).toMatchObject({ timePrecision: 'second', handTimeAllowed: false, eventType: EventType.endurance });
    }
  });

  it('gives relays their team size', () => {
    expect(get('4X100').relayMembers).toBe(4);
    expect(get('3X800').relayMembers).toBe(3);
    expect(get('100').relayMembers).toBe(0);
  });

  it('builds combined events from existing sub-events that the tables score for their sex', () => {
    for (const e of events.filter((x) => x.eventType === EventType.multi)) {
      expect(e.measurement).toBe('points');
      for (const code of e.subEvents) {
        const sub = get(code);
        expect(sub.scoring, `${e.code}/${code}`).not.toBeNull();
        expect(hasScoringTable(e.sex ?? 'M', sub.scoring ?? ''), `${e.code}/${code}`).toBe(true);
      }
    }
    expect(get('DEC').subEvents).toEqual(['100', 'LJ', 'SP7260', 'HJ', '400', '110H1067', 'DT2000', 'PV', 'JT800', '1500']);
    expect(get('HEP').subEvents).toEqual(['100H840', 'HJ', 'SP4000', '200', 'LJ', 'JT600', '800']);
    expect(get('PENI').subEvents).toHaveLength(5);
    expect(get('HEPI').subEvents).toHaveLength(7);
  });

  it('scores a decathlon through the sub-events (Eaton, Beijing 2015: 9045)', () => {
    const marks = [10.23, 7.88, 14.52, 2.01, 45.0, 13.69, 43.34, 5.2, 63.63, 257.52];
    const dec = get('DEC');
    const total = dec.subEvents.reduce(
      (sum, code, i) => sum + combinedEventPoints({ sex: 'M', discipline: get(code).scoring ?? '', mark: marks[i] }),
      0,
    );
    expect(total).toBe(9045);
  });

  it('accepts world-class marks of every event in the plausibility limits', () => {
    const examples: Record<string, string> = {
      '100': '9,58',
      '400': '43,03',
      '300H914': '32,67',
      '800': '1:40,91',
      '10000': '26:11,00',
      MAR: '2:00:35',
      HJ: '2,45',
      PV: '6,30',
      DT2000: '75,56',
      SP7260: '23,56',
      DEC: '9126',
      HEP: '7291',
      HEPI: '6645',
      PENI: '5055',
    };
    for (const [code, text] of Object.entries(examples)) expect(parseEventMark(text, get(code)).ok, code).toBe(true);
  });
});
