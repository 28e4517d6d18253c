import { describe, expect, it } from 'vitest';
import { eventByCode } from '../reference/events';
import { relayMemberGender, relayMemberProblem } from './relay-rules';

// Federation 1, Hessen 10, Kreis Frankfurt 20: Eintracht Frankfurt 30 and LG Frankfurt-Nord 31;
// Kreis Darmstadt-Dieburg 21: ASC Darmstadt 40; a club 50 the tree places below the LG.
const eintracht = [1, 10, 20, 30];
const lgNord = [1, 10, 20, 31];
const darmstadt = [1, 10, 21, 40];
const belowLg = [1, 10, 20, 31, 50];

describe('relay members', () => {
  it('belong to the relay\'s club, or to a club below its LG or StG', () => {
    const men = { clubId: 30, sex: 'M' as const, mixed: false };
    expect(relayMemberProblem({ gender: 0, clubPath: eintracht }, men)).toBeNull();
    expect(relayMemberProblem({ gender: 0, clubPath: darmstadt }, men)).toBe('errorRelayMemberClub');
    expect(relayMemberProblem({ gender: 0, clubPath: lgNord }, men)).toBe('errorRelayMemberClub');
    const lg = { clubId: 31, sex: 'M' as const, mixed: false };
    expect(relayMemberProblem({ gender: 0, clubPath: lgNord }, lg)).toBeNull();
    expect(relayMemberProblem({ gender: 0, clubPath: belowLg }, lg)).toBeNull();
    // A club of the same district is not the LG's: the tree holds no membership of it.
    expect(relayMemberProblem({ gender: 0, clubPath: eintracht }, lg)).toBe('errorRelayMemberClub');
  });

  it('fit the class: men in a men\'s relay, women in a women\'s, either in a mixed one', () => {
    expect(relayMemberProblem({ gender: 1, clubPath: eintracht }, { clubId: 30, sex: 'M', mixed: false })).toBe('errorRelayMemberSex');
    expect(relayMemberProblem({ gender: 0, clubPath: eintracht }, { clubId: 30, sex: 'W', mixed: false })).toBe('errorRelayMemberSex');
    expect(relayMemberProblem({ gender: 1, clubPath: eintracht }, { clubId: 30, sex: 'W', mixed: false })).toBeNull();
    for (const gender of [0, 1]) expect(relayMemberProblem({ gender, clubPath: eintracht }, { clubId: 30, sex: 'M', mixed: true })).toBeNull();
    expect([relayMemberGender({ sex: 'M', mixed: false }), relayMemberGender({ sex: 'W', mixed: false }), relayMemberGender({ sex: 'W', mixed: true })]).toEqual([0, 1, null]);
  });

  it('knows the mixed relay among the events', () => {
    expect(eventByCode('MX4X400')?.mixed).toBe(true);
    expect(eventByCode('4X400')?.mixed).toBe(false);
    expect(eventByCode('100')?.mixed).toBe(false);
  });
});
