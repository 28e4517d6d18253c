import {
  DEFAULT_CONTACT_TITLE,
  finisherCountFields,
  finisherTotals,
  type CompetitionApproval,
  type FinishersPayload,
} from '@portal/domain';
import type { TextKey } from '../../../lib/i18n';
import { linkOf } from '../../../lib/links';
import '../../../lib/form-texts';

/** The finisher form's values: counts and billing contact as the `send_finishers` payload takes them. */
export type FinisherValues = FinishersPayload;

const countFields = [...finisherCountFields, ...finisherTotals] as const;
const billingTextFields = ['billing_ClubCompany', 'billing_Firstname', 'billing_Lastname', 'billing_Street', 'billing_Zip', 'billing_Town', 'billing_Mail'] as const;

/** The form pre-filled from what the application holds; counts not yet reported start at 0. */
export function finisherValuesOf(application: CompetitionApproval): FinisherValues {
  const counts = Object.fromEntries(countFields.map((f) => [f, application[f] ?? 0]));
  const billing = Object.fromEntries(billingTextFields.map((f) => [f, application[f] ?? '']));
  return {
    version: application.version,
    ...counts,
    ...billing,
    otherContact: application.otherContact,
    billing_Titel: application.billing_Titel ?? DEFAULT_CONTACT_TITLE,
  } as FinisherValues;
}

/**
 * Why the finisher numbers cannot be sent now (spec §4, §8), as a catalogue key, or null. The start
 * must have passed; once sent (or invoiced) only an approver of the state association, who then
 * has the link, can change them.
 */
export function finisherBlock(application: CompetitionApproval): TextKey | null {
  if (!application.startPassed) return 'validation.errorNotYetPassed';
  if (linkOf(application, 'send_finishers')) return null;
  if (application.billing_Filename) return 'validation.errorInvoiceExists';
  if (application.finishersSentAt) return 'validation.errorFinishersRecorded';
  return 'approvalFinisher.notAllowed';
}
