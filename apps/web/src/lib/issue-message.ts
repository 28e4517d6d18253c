import { markErrorCodes, type MarkErrorCode } from '@portal/domain';
import type { z } from 'zod';
import i18n from './i18n';

/** Whether a schema message is a mark's reason: the only messages with parameters, each a key under `validation.`. */
const isMarkError = (message: string): message is MarkErrorCode => markErrorCodes.some((code) => code === message);

/**
 * What a field shows of a schema's problem: its catalogue key, which the field translates, or for
 * a mark's reason the text with the event's range filled in.
 */
export function issueMessage(issue: z.core.$ZodIssue): string {
  const params = issue.code === 'custom' ? (issue.params as Record<string, string> | undefined) : undefined;
  return params && isMarkError(issue.message) ? i18n.t(`validation.${issue.message}`, { event: params.event, min: params.min, max: params.max }) : issue.message;
}
