import { describe, expect, it } from 'vitest';
import { ageClasses } from './classes';
import { classDisplayName, eventDisplayName } from './display-names';
import { events } from './events';

describe('eventDisplayName', () => {
  it('composes exactly the German reference names for every event', () => {
    for (const e of events) {
      expect(eventDisplayName(e.code, 'de'), e.code).toBe(e.name);
      expect(eventDisplayName(e.code, 'de', { short: true }), e.code).toBe(e.shortName);
    }
  });

  it('answers the stored German name in German', () => {
    expect(eventDisplayName('LJ', 'de', { german: 'Weitsprung (Zone)' })).toBe('Weitsprung (Zone)');
    expect(eventDisplayName('LJ', 'en', { german: 'Weitsprung (Zone)' })).toBe('Long jump');
  });

  it('names every event in English with English numbers', () => {
    const en = (code: string, short = false) => eventDisplayName(code, 'en', { short });
    expect(en('100H840')).toBe('100 m hurdles (84.0 cm)');
    expect(en('100H840', true)).toBe('100mH (84.0)');
    expect(en('SP7260')).toBe('Shot put 7.26 kg');
    expect(en('SP7260', true)).toBe('Shot 7.26kg');
    expect(en('DT1750')).toBe('Discus throw 1.75 kg');
    expect(en('DT1500')).toBe('Discus throw 1.5 kg');
    expect(en('JT800')).toBe('Javelin throw 800 g');
    expect(en('HT4000')).toBe('Hammer throw 4 kg');
    expect(en('BT200')).toBe('Ball throw 200 g');
    expect(en('4X100')).toBe('4 x 100 m relay');
    expect(en('4X100', true)).toBe('4x100m');
    expect(en('MX4X400')).toBe('4 x 400 m mixed relay');
    expect(en('DEC')).toBe('Decathlon');
    expect(en('DECW')).toBe('Decathlon women');
    expect(en('DECW', true)).toBe('Decathlon');
    expect(en('HEP')).toBe('Heptathlon');
    expect(en('HEPIU20')).toBe('Heptathlon indoor U20');
    expect(en('PENI')).toBe('Pentathlon indoor');
    expect(en('HM')).toBe('Half marathon');
    expect(en('MAR')).toBe('Marathon');
    expect(en('LJ')).toBe('Long jump');
    expect(en('HJ')).toBe('High jump');
    expect(en('PV')).toBe('Pole vault');
    expect(en('TJ')).toBe('Triple jump');
    expect(en('3000SC914')).toBe('3000 m steeplechase (91.4 cm)');
    expect(en('20KW')).toBe('20 km race walk');
    expect(en('10000W')).toBe('10,000 m race walk');
    expect(en('10K')).toBe('10 km road race');
    expect(en('10000')).toBe('10,000 m');
    expect(en('10000', true)).toBe('10,000m');
    expect(en('5000')).toBe('5000 m');
    expect(en('MILE')).toBe('1 mile');
    expect(en('SWED')).toBe('Swedish relay (400-300-200-100 m)');
  });

  it('names every event in Dutch with Dutch numbers', () => {
    const nl = (code: string, short = false) => eventDisplayName(code, 'nl', { short });
    expect(nl('100H840')).toBe('100 m horden (84,0 cm)');
    expect(nl('SP7260')).toBe('Kogelstoten 7,26 kg');
    expect(nl('SP7260', true)).toBe('Kogel 7,26kg');
    expect(nl('4X100')).toBe('4 x 100 m estafette');
    expect(nl('DEC')).toBe('Tienkamp');
    expect(nl('HEP')).toBe('Zevenkamp');
    expect(nl('PENI')).toBe('Vijfkamp indoor');
    expect(nl('HM')).toBe('Halve marathon');
    expect(nl('LJ')).toBe('Verspringen');
    expect(nl('HJ')).toBe('Hoogspringen');
    expect(nl('PV')).toBe('Polsstokhoogspringen');
    expect(nl('TJ')).toBe('Hink-stap-springen');
    expect(nl('DT2000')).toBe('Discuswerpen 2 kg');
    expect(nl('HT7260')).toBe('Kogelslingeren 7,26 kg');
    expect(nl('JT600')).toBe('Speerwerpen 600 g');
    expect(nl('BT200')).toBe('Balwerpen 200 g');
    expect(nl('3000SC914')).toBe('3000 m steeple (91,4 cm)');
    expect(nl('20KW')).toBe('20 km snelwandelen');
    expect(nl('10K')).toBe('10 km wegloop');
    expect(nl('10000')).toBe('10.000 m');
  });

  it('composes a distinct name for every event in every language', () => {
    for (const culture of ['en', 'nl'] as const) {
      const names = events.map((e) => eventDisplayName(e.code, culture));
      expect(new Set(names).size, culture).toBe(events.length);
      for (const e of events) expect(names[events.indexOf(e)], `${culture} ${e.code}`).not.toBe(e.code);
    }
  });

  it('keeps the stored German name of an event the reference data does not know', () => {
    expect(eventDisplayName('CROSS', 'en', { german: 'Crosslauf' })).toBe('Crosslauf');
    expect(eventDisplayName('CROSS', 'nl', { short: true, german: 'Cross' })).toBe('Cross');
    expect(eventDisplayName('CROSS', 'en')).toBe('CROSS');
  });
});

describe('classDisplayName', () => {
  it('composes exactly the German reference names for every class', () => {
    for (const c of ageClasses) expect(classDisplayName(c.code, 'de'), c.code).toBe(c.name);
  });

  it('names classes in English and Dutch', () => {
    const cases: [string, string, string][] = [
      ['M', 'Men', 'Mannen'],
      ['W', 'Women', 'Vrouwen'],
      ['MU23', 'Men U23', 'Mannen U23'],
      ['WU23', 'Women U23', 'Vrouwen U23'],
      ['MU20', 'Male youth U20', 'Jongens U20'],
      ['WU20', 'Female youth U20', 'Meisjes U20'],
      ['W15', 'Female youth W15', 'Meisjes W15'],
      ['MU12', 'Boys U12', 'Jongens U12'],
      ['WU12', 'Girls U12', 'Meisjes U12'],
      ['M35', 'Masters M35', 'Masters M35'],
      ['W90', 'Masters W90', 'Masters W90'],
    ];
    for (const [code, en, nl] of cases) {
      expect(classDisplayName(code, 'en'), code).toBe(en);
      expect(classDisplayName(code, 'nl'), code).toBe(nl);
    }
    expect(new Set(ageClasses.map((c) => classDisplayName(c.code, 'en'))).size).toBe(ageClasses.length);
  });

  it('answers the stored German name in German and for unknown codes', () => {
    expect(classDisplayName('M', 'de', { german: 'Männer (Aktive)' })).toBe('Männer (Aktive)');
    expect(classDisplayName('MU10', 'en', { german: 'Männliche Kinder U10' })).toBe('Männliche Kinder U10');
    expect(classDisplayName('MU10', 'nl')).toBe('MU10');
  });
});
