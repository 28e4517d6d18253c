import { describe, expect, it } from 'vitest';
import { CountryArea, countries, countryAreaNames, countryByCode } from './countries';

describe('countries', () => {
  it('has about 200 entries with one entry per code', () => {
    expect(countries.length).toBeGreaterThanOrEqual(200);
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
  });

  it('uses three-letter codes in order, German names and areas 0–6', () => {
    const codes = countries.map((c) => c.code);
    expect(codes).toEqual([...codes].sort());
    for (const c of countries) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.name.length).toBeGreaterThan(1);
      expect(c.area).toBeGreaterThanOrEqual(0);
      expect(c.area).toBeLessThanOrEqual(6);
    }
    expect(countryAreaNames).toHaveLength(7);
  });

  it('knows the usual codes', () => {
    expect(countryByCode('GER')).toEqual({ code: 'GER', name: 'Deutschland', area: CountryArea.europe });
    expect(countryByCode('ned')?.name).toBe('Niederlande');
    expect(countryByCode('SUI')?.name).toBe('Schweiz');
    expect(countryByCode('KEN')?.area).toBe(CountryArea.africa);
    expect(countryByCode('JAM')?.area).toBe(CountryArea.northCentralAmericaCaribbean);
    expect(countryByCode('BRA')?.area).toBe(CountryArea.southAmerica);
    expect(countryByCode('JPN')?.area).toBe(CountryArea.asia);
    expect(countryByCode('NZL')?.area).toBe(CountryArea.oceania);
    expect(countryByCode('GDR')?.name).toBe('DDR');
    expect(countryByCode('XYZ')).toBeUndefined();
  });

  it('covers every area', () => {
    for (const area of Object.values(CountryArea)) expect(countries.some((c) => c.area === area)).toBe(true);
  });
});
