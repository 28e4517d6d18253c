import { describe, expect, it } from 'vitest';
import { standardDefinitions } from './standard-definitions';

describe('standardDefinitions', () => {
  const defs = standardDefinitions();

  it('covers the open and youth classes with known events, each combination once', () => {
    expect(new Set(defs.map((d) => d.classCode))).toEqual(new Set(['M', 'W', 'MU20', 'WU20', 'MU18', 'WU18']));
    const keys = defs.map((d) => `${d.classCode}/${d.eventCode}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('takes wind, hand time and implements from the event', () => {
    const men100 = defs.find((d) => d.classCode === 'M' && d.eventCode === '100')!;
    expect(men100).toMatchObject({ wind: true, handTimeAllowed: true, environment: 1, startAge: 0, endAge: 0 });
    const shotU18 = defs.find((d) => d.classCode === 'MU18' && d.eventCode === 'SP5000')!;
    expect(shotU18).toMatchObject({ wind: false, heightWeight: 5, endAge: 17 });
  });
});
