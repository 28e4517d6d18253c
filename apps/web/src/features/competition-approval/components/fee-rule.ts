import { computeFee, finisherGroups, formatEuro, type FeeSchedule, type FinisherGroup } from '@portal/domain';

/** A federation's fee schedule in the pieces the rule sentence names (amounts already as German money). */
export interface FeeRule {
  perFinisher: string;
  chargeable: FinisherGroup[];
  exempt: FinisherGroup[];
  /** Null when the schedule charges no handling fee. */
  handlingFee: string | null;
}

/** The rule of `schedule`, built from its data so that a changed schedule changes the sentence too. */
export function feeRule(schedule: FeeSchedule): FeeRule {
  return {
    perFinisher: formatEuro(schedule.perFinisherCents),
    chargeable: finisherGroups.filter((g) => schedule.chargeableGroups.includes(g)),
    exempt: finisherGroups.filter((g) => !schedule.chargeableGroups.includes(g)),
    handlingFee: schedule.handlingFeeCents > 0 ? formatEuro(schedule.handlingFeeCents) : null,
  };
}

/**
 * The fee an organiser can expect for `chargeable` finishers of the charged groups and `exempt`
 * ones of the free groups: the same computation as the invoice, on one group of each kind.
 */
export function estimateFee(schedule: FeeSchedule, chargeable: number, exempt: number) {
  const rule = feeRule(schedule);
  const counts: Record<string, number> = {};
  if (rule.chargeable[0]) counts[`finisher_Women_${rule.chargeable[0]}`] = Math.max(0, chargeable);
  if (rule.exempt[0]) counts[`finisher_Women_${rule.exempt[0]}`] = Math.max(0, exempt);
  return computeFee(counts, schedule);
}
