import type { Sex } from '../reference/classes';

/** The team a relay runs as: its club (a club, LG or StG), the class's sex, and whether the event is mixed. */
export interface RelayTeam {
  clubId: number;
  sex: Sex;
  mixed: boolean;
}

/** What the rule needs of a member: gender 0 male / 1 female, and the path of their club in the tree (root first, ending with the club). */
export interface RelayMemberFacts {
  gender: number;
  clubPath: readonly number[];
}

/** Why a member does not fit the relay: another club, another sex. */
export const relayMemberProblems = ['errorRelayMemberClub', 'errorRelayMemberSex'] as const;
export type RelayMemberProblem = (typeof relayMemberProblems)[number];

/**
 * Why an athlete cannot run in a relay, or null (PRODUCT §9: "relays within one club, or its
 * LG/StG, and one sex unless mixed"). The portal keeps no membership of clubs in an LG or StG:
 * an athlete who starts for one belongs to it in the tree, or to a club the tree places below it.
 * So a member's club must be the relay's club or lie below it; men run in a men's relay, women in a
 * women's, either in a mixed one.
 */
export function relayMemberProblem(member: RelayMemberFacts, team: RelayTeam): RelayMemberProblem | null {
  if (!member.clubPath.includes(team.clubId)) return 'errorRelayMemberClub';
  if (!team.mixed && (member.gender === 1 ? 'W' : 'M') !== team.sex) return 'errorRelayMemberSex';
  return null;
}

/** The gender (0 male, 1 female) a relay's members must have; null when either may run (mixed relays). */
export const relayMemberGender = (team: Pick<RelayTeam, 'sex' | 'mixed'>): 0 | 1 | null => (team.mixed ? null : team.sex === 'W' ? 1 : 0);
