import { get, set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { competitionApprovalInput, type CompetitionApprovalUpdate } from '@portal/domain';

/** The whole application as `update_comp` takes it (every field, and the version). */
export type ApplicationBody = Required<CompetitionApprovalUpdate>;

/** Key under `errors.root` of a problem in the base form's fields, which a later step cannot fix. */
export const BASE_FORM_ERROR = 'baseForm';

/** A problem a step finds itself before the schema runs (e.g. a course length that cannot be read). */
export interface StepIssue {
  field: string;
  message: string;
}

export interface StepResolverOptions<T extends FieldValues> {
  /** The loaded application with the step's values put in. */
  merge: (values: T) => ApplicationBody;
  /**
   * The form field (or `root.<key>`) that shows an issue of the schema at `path`, optionally with a
   * message of the step's own; null for fields of the base form, which the step reports as one
   * "fix the base form" error.
   */
  fieldOf: (path: string, values: T) => string | StepIssue | null;
  /** The step's own checks of what the schema cannot see (texts before they become numbers). */
  check?: (values: T) => StepIssue[];
}

/**
 * A resolver for the later wizard steps: the step's fields are checked by validating the WHOLE
 * application with the base form's schema (`competitionApprovalInput`), because the update sends the
 * whole application and its rules span steps (a kind that the type forbids, a custom event that the
 * approval type forbids). The resolved value is the body to send.
 */
export function stepResolver<T extends FieldValues>({ merge, fieldOf, check }: StepResolverOptions<T>): Resolver<T, unknown, ApplicationBody> {
  return (values) => {
    const errors: FieldErrors<T> = {};
    const add = (field: string, message: string, type: string) => {
      if (!get(errors, field)) set(errors, field, { type, message });
    };
    for (const issue of check?.(values) ?? []) add(issue.field, issue.message, 'validate');
    if (Object.keys(errors).length > 0) return { values: {}, errors };

    const body = merge(values);
    const result = competitionApprovalInput().safeParse(body);
    if (result.success) return { values: body, errors: {} };
    for (const issue of result.error.issues) {
      const target = fieldOf(issue.path.join('.'), values);
      if (typeof target === 'string') add(target, issue.message, 'validate');
      else if (target) add(target.field, target.message, 'validate');
      else add(`root.${BASE_FORM_ERROR}`, issue.message, BASE_FORM_ERROR);
    }
    return { values: {}, errors };
  };
}
