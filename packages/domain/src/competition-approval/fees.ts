import { z } from 'zod';

/** The finisher counts by gender and age group (spec §3 "Finisher data"). */
export const finisherGroups = ['Active', 'U2018', 'U1614', 'U12', 'Masters'] as const;
export type FinisherGroup = (typeof finisherGroups)[number];
export const finisherGenders = ['Women', 'Men'] as const;
export const finisherTotals = ['totalSum_Runners', 'totalSum_Others', 'totalSum_Walker'] as const;

/** `finisher_Women_Active`, … : the ten count fields of the finisher form. */
export const finisherCountFields = finisherGenders.flatMap((g) => finisherGroups.map((a) => `finisher_${g}_${a}` as const));
export type FinisherCountField = (typeof finisherCountFields)[number];
export type FinisherCounts = Record<FinisherCountField | (typeof finisherTotals)[number], number>;

/**
 * A federation's fee schedule, kept as data (PRODUCT §4): a rate per finisher of the chargeable
 * age groups, and a handling fee for an event whose finishers are all of exempt groups.
 */
export const feeScheduleSchema = z.object({
  currency: z.literal('EUR'),
  perFinisherCents: z.number().int().min(0),
  chargeableGroups: z.array(z.enum(finisherGroups)),
  handlingFeeCents: z.number().int().min(0),
});
export type FeeSchedule = z.infer<typeof feeScheduleSchema>;

/** The German federation's published rule: 0.50 EUR per finisher from U18 up; U16, U14, U12 exempt; 15 EUR handling fee otherwise. */
export const germanFeeSchedule: FeeSchedule = {
  currency: 'EUR',
  perFinisherCents: 50,
  chargeableGroups: ['Active', 'U2018', 'Masters'],
  handlingFeeCents: 1500,
};

/** One line of an invoice or estimate: a chargeable group (or the handling fee), count, unit price and amount in cents. */
export interface FeeLine {
  key: `${(typeof finisherGenders)[number]}_${FinisherGroup}` | 'handlingFee';
  count: number;
  unitCents: number;
  amountCents: number;
}

/** The fee of an event from its finisher counts: one line per chargeable group with finishers, or the handling fee alone. */
export function computeFee(counts: Partial<FinisherCounts>, schedule: FeeSchedule): { lines: FeeLine[]; totalCents: number } {
  const lines: FeeLine[] = [];
  let anyFinisher = false;
  for (const gender of finisherGenders) {
    for (const group of finisherGroups) {
      const count = counts[`finisher_${gender}_${group}`] ?? 0;
      if (count > 0) anyFinisher = true;
      if (count > 0 && schedule.chargeableGroups.includes(group)) {
        lines.push({ key: `${gender}_${group}`, count, unitCents: schedule.perFinisherCents, amountCents: count * schedule.perFinisherCents });
      }
    }
  }
  if (lines.length === 0 && anyFinisher && schedule.handlingFeeCents > 0) {
    lines.push({ key: 'handlingFee', count: 1, unitCents: schedule.handlingFeeCents, amountCents: schedule.handlingFeeCents });
  }
  return { lines, totalCents: lines.reduce((sum, l) => sum + l.amountCents, 0) };
}

/** `1234.5 EUR` as German money: `1.234,50 €`. */
export function formatEuro(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${euros},${String(abs % 100).padStart(2, '0')} €`;
}

/** Whether the totals by kind add up to the counts by gender and age (spec §5 sum check). */
export function finisherSumsMatch(counts: FinisherCounts): boolean {
  const byGroup = finisherCountFields.reduce((s, f) => s + counts[f], 0);
  const byKind = finisherTotals.reduce((s, f) => s + counts[f], 0);
  return byGroup === byKind;
}
