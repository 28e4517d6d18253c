import { markErrorCodes, markMessage, relayMemberProblems, type MarkErrorCode, type MarkRules, type RelayMemberProblem } from '@portal/domain';
import type { z } from 'zod';
import i18n, { currentLanguage } from './i18n';
import './form-texts';

/** Whether a schema message is a mark's reason: the only messages with parameters, each a key under `validation.`. */
const isMarkError = (message: string): message is MarkErrorCode => markErrorCodes.some((code) => code === message);

/** A mark's refusal in the reader's language, naming the event's range where it has one (the server's words). */
function markText(reason: MarkErrorCode, params: Partial<Record<string, string>>): string {
  // The range's words by name: a record of any names would pick the keys with a context.
  return i18n.t(`validation.${reason}`, { event: params.event, min: params.min, max: params.max });
}

/** The refusal of a typed mark for the event of `rules`, as the server words it. */
export const markProblemText = (reason: MarkErrorCode, rules: MarkRules & { code: string }): string => {
  const message = markMessage(reason, rules, currentLanguage());
  return markText(message.key, message.params);
};

const isRelayMemberProblem = (key: string): key is RelayMemberProblem => relayMemberProblems.some((problem) => problem === key);

/**
 * What a field shows of a problem of the domain's checks (the server's words): a mark's refusal or a
 * relay member's with its parameters filled in, else the catalogue key, which the field translates.
 */
export function problemMessage(problem: { key: string; params?: Record<string, string> }): string {
  const params = problem.params ?? {};
  if (isMarkError(problem.key)) return markText(problem.key, params);
  if (isRelayMemberProblem(problem.key)) return i18n.t(`validation.${problem.key}`, { name: params.name, club: params.club });
  return problem.key;
}

/**
 * What a field shows of a schema's problem: its catalogue key, which the field translates, or for
 * a mark's reason the text with the event's range filled in.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const params = issue.code === 'custom' ? (issue.params as Record<string, string> | undefined) : undefined;
  return params && isMarkError(issue.message) ? markText(issue.message, params) : issue.message;
}
