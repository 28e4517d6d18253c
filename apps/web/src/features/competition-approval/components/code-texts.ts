import type { TFunction } from 'i18next';
import type {
  ApprovalStateValue,
  AttachmentGroupValue,
  attachmentTypes,
  CompetitionCategoryValue,
  CompetitionStateValue,
  CompetitionSubTypeValue,
  CompetitionTypeValue,
  contactTitles,
} from '@portal/domain';
import type { TextKey } from '../../../lib/i18n';

/**
 * The catalogue keys of a code by its stored value. An application or attachment from the server
 * carries its codes as plain numbers; a value the portal does not know has no key.
 */
type CodeKeys = Partial<Record<number, TextKey>>;

export const competitionStateKeys: CodeKeys = {
  0: 'approvalState.0',
  1: 'approvalState.1',
  2: 'approvalState.2',
  3: 'approvalState.3',
  4: 'approvalState.4',
  5: 'approvalState.5',
} satisfies Record<CompetitionStateValue, TextKey>;

export const decisionStateKeys: CodeKeys = {
  0: 'decisionState.0',
  1: 'decisionState.1',
  2: 'decisionState.2',
} satisfies Record<ApprovalStateValue, TextKey>;

export const competitionTypeKeys: CodeKeys = {
  0: 'competitionType.0',
  1: 'competitionType.1',
  2: 'competitionType.2',
} satisfies Record<CompetitionTypeValue, TextKey>;

export const competitionCategoryKeys: CodeKeys = {
  2: 'competitionCategory.2',
  4: 'competitionCategory.4',
  6: 'competitionCategory.6',
  9: 'competitionCategory.9',
  12: 'competitionCategory.12',
  13: 'competitionCategory.13',
  14: 'competitionCategory.14',
  15: 'competitionCategory.15',
  16: 'competitionCategory.16',
} satisfies Record<CompetitionCategoryValue, TextKey>;

export const competitionSubTypeKeys: CodeKeys = {
  0: 'competitionSubType.0',
  1: 'competitionSubType.1',
  2: 'competitionSubType.2',
  3: 'competitionSubType.3',
  4: 'competitionSubType.4',
  5: 'competitionSubType.5',
  6: 'competitionSubType.6',
} satisfies Record<CompetitionSubTypeValue, TextKey>;

export const contactTitleKeys: CodeKeys = {
  0: 'contactTitle.0',
  1: 'contactTitle.1',
  2: 'contactTitle.2',
  3: 'contactTitle.3',
} satisfies Record<(typeof contactTitles)[number], TextKey>;

export const attachmentGroupKeys: CodeKeys = {
  0: 'attachmentGroup.0',
  1: 'attachmentGroup.1',
  2: 'attachmentGroup.2',
  3: 'attachmentGroup.3',
  4: 'attachmentGroup.4',
  5: 'attachmentGroup.5',
  6: 'attachmentGroup.6',
  7: 'attachmentGroup.7',
  8: 'attachmentGroup.8',
  9: 'attachmentGroup.9',
  16: 'attachmentGroup.16',
  17: 'attachmentGroup.17',
} satisfies Record<AttachmentGroupValue, TextKey>;

export const attachmentTypeKeys: CodeKeys = {
  0: 'attachmentType.0',
  1: 'attachmentType.1',
  2: 'attachmentType.2',
} satisfies Record<(typeof attachmentTypes)[number], TextKey>;

/** The text of a stored code, e.g. `codeText(t, competitionCategoryKeys, 16)`; a value without a text shows as the number. */
export function codeText(t: TFunction, keys: CodeKeys, value: number): string {
  const key = keys[value];
  return key ? t(key) : String(value);
}
