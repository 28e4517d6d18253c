import { describe, expect, it } from 'vitest';
import { athleteMatchKey, foldText, normaliseName } from './names';

describe('normaliseName', () => {
  it('writes umlauts out and drops other accents', () => {
    expect(normaliseName('Müller')).toBe('mueller');
    expect(normaliseName('Mueller')).toBe('mueller');
    expect(normaliseName('Weißenfels')).toBe('weissenfels');
    expect(normaliseName('Schröder')).toBe('schroeder');
    expect(normaliseName('Bärbel')).toBe('baerbel');
    expect(normaliseName('Sébastien')).toBe('sebastien');
    expect(normaliseName('Łukasz Øster')).toBe('lukasz oster');
  });

  it('collapses blanks, hyphens and apostrophes and ignores case', () => {
    expect(normaliseName(' MÜLLER  -  Lüdenscheidt ')).toBe('mueller luedenscheidt');
    expect(normaliseName('Müller-Lüdenscheidt')).toBe(normaliseName('mueller lüdenscheidt'));
    expect(normaliseName("O'Brien")).toBe('o brien');
  });

  it('keeps different names apart', () => {
    expect(normaliseName('Muller')).not.toBe(normaliseName('Müller'));
    expect(foldText('Straße')).toBe('strasse');
  });
});

describe('athleteMatchKey', () => {
  it('is the same for the same athlete however the sheet spells the name', () => {
    expect(athleteMatchKey('Müller', 'Jörg', 2006, 'M')).toBe(athleteMatchKey('MUELLER', 'joerg', 2006, 'M'));
    expect(athleteMatchKey('Müller', 'Jörg', 2006, 'M')).toBe('mueller|joerg|2006|M');
  });

  it('differs by year of birth and by sex', () => {
    expect(athleteMatchKey('Müller', 'Kim', 2006, 'M')).not.toBe(athleteMatchKey('Müller', 'Kim', 2007, 'M'));
    expect(athleteMatchKey('Müller', 'Kim', 2006, 'M')).not.toBe(athleteMatchKey('Müller', 'Kim', 2006, 'W'));
  });
});
