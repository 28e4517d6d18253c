import { describe, expect, it } from 'vitest';
import { countries } from './countries';
import { countryDisplayName, countryLabel, searchCountries } from './country-names';

describe('countryDisplayName', () => {
  it('answers the federation’s German names in German', () => {
    expect(countryDisplayName('GER', 'de')).toBe('Deutschland');
    expect(countryDisplayName('sui', 'de')).toBe('Schweiz');
  });

  it('names countries in English and Dutch from the IOC code’s region', () => {
    expect(countryDisplayName('GER', 'en')).toBe('Germany');
    expect(countryDisplayName('GER', 'nl')).toBe('Duitsland');
    expect(countryDisplayName('SUI', 'en')).toBe('Switzerland');
    expect(countryDisplayName('NED', 'nl')).toBe('Nederland');
    expect(countryDisplayName('RSA', 'en')).toBe('South Africa');
    expect(countryDisplayName('CIV', 'nl')).toMatch(/Ivoorkust/);
  });

  it('uses sport’s names for teams, former states and Chinese Taipei', () => {
    expect(countryDisplayName('TPE', 'en')).toBe('Chinese Taipei');
    expect(countryDisplayName('GDR', 'nl')).toBe('Oost-Duitsland');
    expect(countryDisplayName('AIN', 'en')).toBe('Individual Neutral Athletes (AIN)');
  });

  it('has an English and a Dutch name for every country of the list, none of them the German one unless the same', () => {
    for (const country of countries) {
      for (const language of ['en', 'nl'] as const) {
        const name = countryDisplayName(country.code, language);
        expect(name, `${country.code} ${language}`).not.toBe('');
        expect(name, `${country.code} ${language}`).not.toBe(country.code);
      }
    }
    // English names differ from the German list for most countries: the names are really translated.
    const same = countries.filter((c) => countryDisplayName(c.code, 'en') === c.name).length;
    expect(same).toBeLessThan(countries.length / 2);
  });

  it('returns an unknown code as it is', () => {
    expect(countryDisplayName('XXX', 'en')).toBe('XXX');
  });
});

describe('the country selectors', () => {
  it('show each code once, also where the name already carries it', () => {
    expect(countryLabel({ code: 'AIN' }, 'de')).toBe('Neutrale Athleten (AIN)');
    expect(countryLabel({ code: 'AIN' }, 'en')).toBe('Individual Neutral Athletes (AIN)');
    expect(countryLabel({ code: 'GER' }, 'nl')).toBe('Duitsland (GER)');
    for (const language of ['de', 'en', 'nl'] as const) {
      for (const country of countries) {
        const label = countryLabel(country, language);
        expect(label.split(`(${country.code})`).length - 1, label).toBe(1);
      }
    }
  });

  it('put today’s countries before former states for a typed name, in every language, ignoring case and accents', () => {
    const codes = (query: string, language: 'de' | 'en' | 'nl') => searchCountries(query, language).map((c) => c.code);
    expect(codes('Deutsch', 'de')).toEqual(['GER', 'FRG', 'GDR']);
    expect(codes('deutsch', 'en')).toEqual(['GER', 'FRG', 'GDR']);
    expect(codes('Germany', 'en')).toEqual(['GER', 'FRG', 'GDR']);
    expect(codes('duitsland', 'nl')).toEqual(['GER', 'FRG', 'GDR']);
    expect(codes('Sowjet', 'de')).toEqual(['URS']);
    expect(codes('oster', 'de')).toContain('AUT');
    expect(codes('ger', 'de')[0]).toBe('GER');
    expect(searchCountries('', 'de')).toEqual([...countries]);
  });
});
