import type { MemberValue } from './form-values';

/** Why a member was not added: already in the team, or the team is full (catalogue keys). */
export type AddRefusal = 'errorRelayDuplicateMember' | 'errorRelayTooManyMembers';

/** The members with `member` added at the end, or why not (spec §5: once each, at most `limit`). */
export function addMember(members: readonly MemberValue[], member: MemberValue, limit: number): { members: MemberValue[] } | { refused: AddRefusal } {
  if (members.some((m) => m.competitorId === member.competitorId)) return { refused: 'errorRelayDuplicateMember' };
  if (members.length >= limit) return { refused: 'errorRelayTooManyMembers' };
  return { members: [...members, member] };
}

/** The members with the one at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveMember(members: readonly MemberValue[], index: number, by: -1 | 1): MemberValue[] {
  const target = index + by;
  if (index < 0 || index >= members.length || target < 0 || target >= members.length) return [...members];
  const next = [...members];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const removeMember = (members: readonly MemberValue[], index: number): MemberValue[] => members.filter((_, i) => i !== index);
