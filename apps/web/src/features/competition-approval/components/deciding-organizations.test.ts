import { describe, expect, it } from 'vitest';
import { decidingOrganizations } from './deciding-organizations';

const base = { regionName: 'Hessen', areaName: 'Bezirk Süd', districtName: 'Kreis Darmstadt', federationName: 'DLV' };
const levels = (category: number, over: Partial<typeof base> = {}) => decidingOrganizations({ ...base, ...over, category }).map((o) => `${o.level}:${o.name}`);

describe('decidingOrganizations', () => {
  it('asks the state association alone for an open event and a region championship', () => {
    expect(levels(16)).toEqual(['region:Hessen']);
    expect(levels(6)).toEqual(['region:Hessen']);
  });

  it('adds the area for an area championship and the district for a district championship', () => {
    expect(levels(2)).toEqual(['region:Hessen', 'area:Bezirk Süd']);
    expect(levels(4)).toEqual(['region:Hessen', 'district:Kreis Darmstadt']);
  });

  it('leaves out an area or district the application does not name', () => {
    expect(levels(2, { areaName: null as unknown as string })).toEqual(['region:Hessen']);
  });

  it.each([9, 12, 13, 14, 15])('adds the federation for category %i', (category) => {
    expect(levels(category)).toEqual(['region:Hessen', 'federation:DLV']);
  });
});
