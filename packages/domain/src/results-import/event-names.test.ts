import { describe, expect, it } from 'vitest';
import { events } from '../reference/events';
import { readEvent, readEventCell } from './event-names';

describe('readEvent', () => {
  it.each([
    ['100', '100'],
    ['100m', '100'],
    ['100 m', '100'],
    ['100 M', '100'],
    ['10.000 m', '10000'],
    ['10,000 m', '10000'],
    ['10000m', '10000'],
    ['Weit', 'LJ'],
    ['Weitsprung', 'LJ'],
    ['Long jump', 'LJ'],
    ['LJ', 'LJ'],
    ['Verspringen', 'LJ'],
    ['Hochsprung', 'HJ'],
    ['Stabhochsprung', 'PV'],
    ['Dreisprung', 'TJ'],
    ['Kugel 7,26kg', 'SP7260'],
    ['Kugelstoß 7,26 kg', 'SP7260'],
    ['Kugelstoss 7.26 kg', 'SP7260'],
    ['Shot put 7.26 kg', 'SP7260'],
    ['Kugel 4kg', 'SP4000'],
    ['Diskus 1,75 kg', 'DT1750'],
    ['Speer 800g', 'JT800'],
    ['Javelin throw 600 g', 'JT600'],
    ['4x100m', '4X100'],
    ['4 x 100 m', '4X100'],
    ['4 x 100 m Staffel', '4X100'],
    ['4x400m relay', '4X400'],
    ['4x400m Mixed', 'MX4X400'],
    ['110m Hürden (106,7 cm)', '110H1067'],
    ['110mH 99,1', '110H991'],
    ['110mH 91', '110H914'],
    ['100mH (84,0)', '100H840'],
    ['3000m Hi (91,4)', '3000SC914'],
    ['Halbmarathon', 'HM'],
    ['21,1 km', 'HM'],
    ['Stabhoch', 'PV'],
    ['Half marathon', 'HM'],
    ['Marathon', 'MAR'],
    ['10 km', '10K'],
    ['10 km Straßenlauf', '10K'],
    ['20 km Gehen', '20KW'],
    ['5000m Gehen', '5000W'],
    ['1 Meile', 'MILE'],
    ['Zehnkampf', 'DEC'],
    ['Decathlon', 'DEC'],
    ['Siebenkampf', 'HEP'],
    ['Heptathlon', 'HEP'],
    ['Siebenkampf Halle', 'HEPI'],
  ])('reads %s as %s', (text, code) => {
    expect(readEvent(text)).toBe(code);
  });

  it('reads no unknown text', () => {
    for (const text of ['', 'Sackhüpfen', '100 Meter Hürdenlauf rückwärts', '4x']) expect(readEvent(text)).toBeNull();
  });

  it('reads every event of the reference data by its code and its German names', () => {
    const longNames = new Set(events.map((e) => e.name));
    for (const e of events) {
      expect(readEvent(e.code), e.code).toBe(e.code);
      expect(readEvent(e.name), e.name).toBe(e.code);
      // A short name that is another event's full name means that event (`Zehnkampf`).
      if (!longNames.has(e.shortName) || e.shortName === e.name) expect(readEvent(e.shortName), e.shortName).toBe(e.code);
    }
  });

  it("lets the class settle an implement or hurdle height the cell leaves open", () => {
    expect(readEventCell('Kugel')).toEqual({ candidates: expect.arrayContaining(['SP7260', 'SP4000', 'SP5000']) });
    expect(readEvent('Kugel')).toBeNull();
    expect(readEvent('Kugel', 'M')).toBe('SP7260');
    expect(readEvent('Kugel', 'W')).toBe('SP4000');
    expect(readEvent('Kugelstoßen', 'MU18')).toBe('SP5000');
    expect(readEvent('110m Hürden', 'MU20')).toBe('110H991');
    expect(readEvent('110mH', 'M')).toBe('110H1067');
    expect(readEvent('100mH', 'WU18')).toBe('100H762');
    expect(readEvent('3000m Hindernis', 'W')).toBe('3000SC762');
    // Masters throw varying implements; the sheet must name it.
    expect(readEvent('Kugel', 'M50')).toBeNull();
  });

  it("prefers an event's own long name to another's short name", () => {
    // `Zehnkampf` is the women's decathlon for short, but the men's by its full name.
    expect(readEvent('Zehnkampf')).toBe('DEC');
    expect(readEvent('Zehnkampf Frauen')).toBe('DECW');
    // The international `Dec` is every decathlon; the code `DEC` only the men's.
    expect(readEvent('DEC', 'MU20')).toBe('DEC');
    expect(readEventCell('Dec')).toEqual({ candidates: ['DEC', 'DECU20', 'DECU18', 'DECW'] });
    expect(readEvent('Dec', 'MU20')).toBe('DECU20');
    expect(readEvent('Pen', 'WU18')).toBe('PENIU18');
  });
});
