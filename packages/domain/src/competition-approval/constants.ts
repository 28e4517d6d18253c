/** Competition approval (spec competition-approval.md §3, §4, §9): states, enumerations and limits. */

/** Spec §4: 0 created (grey), 1 open for approval (yellow), 2 editing (orange), 3 approved (green), 4 declined (red), 5 canceled (black). */
export const CompetitionState = { created: 0, open: 1, editing: 2, approved: 3, declined: 4, canceled: 5 } as const;
export type CompetitionStateValue = (typeof CompetitionState)[keyof typeof CompetitionState];
export const competitionStates = [0, 1, 2, 3, 4, 5] as const satisfies readonly CompetitionStateValue[];
/** Colours of the states as the list and detail view show them (hex, so black and orange are exact). */
export const competitionStateColor: Record<CompetitionStateValue, string> = {
  0: '#9e9e9e',
  1: '#fbc02d',
  2: '#fb8c00',
  3: '#2e7d32',
  4: '#c62828',
  5: '#000000',
};

/** Per-organisation approval: 0 undecided (grey), 1 approved (green), 2 declined (red). */
export const ApprovalState = { undecided: 0, approved: 1, declined: 2 } as const;
export type ApprovalStateValue = (typeof ApprovalState)[keyof typeof ApprovalState];
export const approvalStateColor: Record<ApprovalStateValue, string> = { 0: '#9e9e9e', 1: '#2e7d32', 2: '#c62828' };

/** Competition type: 0 off-stadium measured, 1 off-stadium unmeasured, 2 off-stadium mixed. */
export const competitionTypes = [0, 1, 2] as const;
export type CompetitionTypeValue = (typeof competitionTypes)[number];

/** Categories in the order the selector lists them; 16 (open to all) is the default. */
export const competitionCategories = [16, 2, 4, 6, 9, 12, 13, 14, 15] as const;
export type CompetitionCategoryValue = (typeof competitionCategories)[number];
export const DEFAULT_CATEGORY: CompetitionCategoryValue = 16;
export const Category = { open: 16, area: 2, district: 4, region: 6, national: 9, nationalRun: 12, intWalking: 13, intRun: 14, worldAthletics: 15 } as const;
/** Categories the federation approves too (PRODUCT §4): national championships, national and international events. */
export const federationCategories: readonly CompetitionCategoryValue[] = [9, 12, 13, 14, 15];

/** Kind (sub type): 0 unspecified, 1 street run, 2 cross-country, 3 mountain run, 4 street walk, 5 other, 6 people's run. */
export const competitionSubTypes = [0, 1, 2, 3, 4, 5, 6] as const;
export type CompetitionSubTypeValue = (typeof competitionSubTypes)[number];
/** Kinds not offered for competition type 0 (measured courses): cross-country, mountain run, other. */
export const subTypesNotMeasured: readonly CompetitionSubTypeValue[] = [2, 3, 5];
/** The kinds offered for a competition type. */
export const subTypesFor = (competitionType: number): CompetitionSubTypeValue[] =>
  competitionSubTypes.filter((k) => competitionType !== 0 || !subTypesNotMeasured.includes(k));

/** Approval type: 0 federation (DLV) events only, 1 custom events only, 2 both. */
export const approvalTypes = [0, 1, 2] as const;
export type ApprovalTypeValue = (typeof approvalTypes)[number];

/** Custom event type: 0 run … 7 time run (measured in hours), 8 other. */
export const customEventTypes = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;
export type CustomEventTypeValue = (typeof customEventTypes)[number];
export const TIME_RUN_EVENT_TYPE = 7;

/** Contact and billing title: 0 Mr, 1 Mrs, 2 none (default), 3 company. */
export const contactTitles = [0, 1, 2, 3] as const;
export const DEFAULT_CONTACT_TITLE = 2;

/** Attachment type: 0 text, 1 file, 2 link. */
export const AttachmentType = { text: 0, file: 1, link: 2 } as const;
export const attachmentTypes = [0, 1, 2] as const;
/** Attachment groups; 6–9 belong to the finisher pages and are hidden on the approval's attachment step. */
export const attachmentGroups = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 16, 17] as const;
export type AttachmentGroupValue = (typeof attachmentGroups)[number];
export const attachmentGroupNames: Record<AttachmentGroupValue, string> = {
  0: 'tender',
  1: 'online',
  2: 'schedule',
  3: 'entries',
  4: 'infos',
  5: 'else',
  6: 'live',
  7: 'results',
  8: 'moreLA',
  9: 'elseLA',
  16: 'liveOwner',
  17: 'resultsOwner',
};
export const finisherOnlyGroups: readonly AttachmentGroupValue[] = [6, 7, 8, 9];
export const ATTACHMENT_EXTENSIONS = ['jpeg', 'jpg', 'png', 'html', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt'] as const;
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** An application's attachments: at most this many, and this many bytes of files together (storage is paid per byte). */
export const ATTACHMENTS_MAX_COUNT = 20;
export const ATTACHMENTS_MAX_TOTAL_BYTES = 50 * 1024 * 1024;

/** Limits of spec §5 and §9. */
export const Limits = {
  long: 200,
  zip: 30,
  phone: 20,
  attachmentText: 300,
  reason: 1000,
  comment: 2000,
  /** The event must end less than this many days after it starts. */
  maxEventDays: 100,
  /** The start date lies after this day … */
  earliestStart: '2010-02-01',
  /** … and less than this many days ahead. */
  maxDaysAhead: 2000,
  /** The list's year filter runs from this year to the current year plus 5. */
  firstListYear: 2019,
  yearsAhead: 5,
  /** Classes, events and matrix cells an application may hold. */
  maxClasses: 60,
  maxEvents: 60,
  /** Date clashes: other events within this distance on the same day. */
  clashKm: 30,
} as const;

export const DEFAULT_NATION = 'GER';

/** Organisation types whose users apply for themselves: the owner field is locked to their organisation. */
export const ownerLockedTypes = ['Club', 'LG', 'StG', 'Company'] as const;

/** The years the list's year filter offers (2019 … current year + 5). */
export function listYears(today: Date): number[] {
  const last = today.getFullYear() + Limits.yearsAhead;
  return Array.from({ length: last - Limits.firstListYear + 1 }, (_, i) => Limits.firstListYear + i);
}
