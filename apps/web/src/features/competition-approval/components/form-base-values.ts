import { zodResolver } from '@hookform/resolvers/zod';
import type { Control, FieldErrors, Resolver, ResolverOptions } from 'react-hook-form';
import {
  competitionApprovalInput,
  DEFAULT_CATEGORY,
  DEFAULT_CONTACT_TITLE,
  DEFAULT_NATION,
  timePattern,
  type CompetitionApproval,
  type CompetitionApprovalInput,
  type CompetitionApprovalValues,
} from '@portal/domain';
import { INVALID_DAY } from '../../../components/ui/dates-provider';
import type { ApplicationBody } from './form-step-resolver';
import { storedValues } from '../../../lib/stored-values';

/** The application's fields that the base form holds as the payload has them. */
type PayloadFields = Omit<CompetitionApprovalInput, keyof LaterStepFields | keyof ChoiceFields | 'startDate'>;

/** The choices of lists: an id or a type as its list gives it, '' or null while none is chosen. */
interface ChoiceFields {
  competitionType: number | '';
  ownerOrganizationId: number | null;
  eventLocation_Region_Id: number | '';
  eventLocation_Area_Id: number | null;
  eventLocation_District_Id: number | null;
}

/**
 * The base form's values (spec §3 Competition approval, Contact, Event location, Alternative
 * arrival): the payload's fields (`competitionApprovalInput()`'s input), each filled, an empty text
 * as '', with the choices as their lists give them. The start is split into its day (`startDate`,
 * `YYYY-MM-DD`) and its time (`startTime`, `hh:mm`).
 */
export type BaseFormValues = { [K in keyof PayloadFields]-?: Exclude<PayloadFields[K], undefined> } & ChoiceFields & { startDate: string | null; startTime: string };

/**
 * The base form's control as the field components take it. The form's resolver turns the values into
 * the schema's output, which only `handleSubmit` sees; the fields read and write the values.
 */
export type BaseFormControl = Control<BaseFormValues>;

/** The fields of the later steps, which the base form sends along unchanged. */
export type LaterStepFields = Pick<
  ApplicationBody,
  'onlyWithLicense' | 'competitionCategory' | 'competitionSubType' | 'competitionApprovalType' | 'classes' | 'events' | 'eventClasses'
>;

/** A new application's later-step fields: the defaults of spec §9. */
export const newLaterStepFields: LaterStepFields = {
  onlyWithLicense: false,
  competitionCategory: DEFAULT_CATEGORY,
  competitionSubType: 0,
  competitionApprovalType: 2,
  classes: [],
  events: [],
  eventClasses: [],
};

export const laterStepFieldsOf = (app: CompetitionApproval): LaterStepFields => ({
  onlyWithLicense: app.onlyWithLicense,
  competitionCategory: app.competitionCategory,
  competitionSubType: app.competitionSubType,
  competitionApprovalType: app.competitionApprovalType,
  classes: app.classes,
  events: app.events,
  eventClasses: app.eventClasses,
});

/** A new application: defaults of spec §9, the contact person prefilled with the signed-in user. */
export function newBaseFormValues(owner: number | null, user: { firstName: string; lastName: string; email: string } | null): BaseFormValues {
  return {
    competitionType: '',
    name: '',
    startDate: null,
    startTime: '',
    endDate: null,
    entryEndDate: null,
    nation: DEFAULT_NATION,
    ownerOrganizationId: owner,
    nonProfit: false,
    nonProfitReason: '',
    fees: true,
    firstTimeEvent: true,
    linkEntrySystem: '',
    additionalComment: '',
    contact_PersonTitel: DEFAULT_CONTACT_TITLE,
    contact_Firstname: user?.firstName ?? '',
    contact_Lastname: user?.lastName ?? '',
    contact_Street: '',
    contact_StreetAddition: '',
    contact_Zip: '',
    contact_Town: '',
    contact_Phone: '',
    contact_Mobile: '',
    contact_Fax: '',
    contact_Email: user?.email ?? '',
    contact_Website: '',
    contact_ExtraInfos: '',
    eventLocation_Startplace: '',
    eventLocation_Street: '',
    eventLocation_Zip: '',
    eventLocation_Town: '',
    eventLocation_Latitude: null,
    eventLocation_Longitude: null,
    eventLocation_Region_Id: '',
    eventLocation_Area_Id: null,
    eventLocation_District_Id: null,
    offsite_Arrival_Street: '',
    offsite_Arrival_Zip: '',
    offsite_Arrival_Town: '',
    offsite_Arrival_Latitude: null,
    offsite_Arrival_Longitude: null,
  };
}

/** The form's values of a loaded application. */
export function baseFormValuesOf(app: CompetitionApproval): BaseFormValues {
  return storedValues(newBaseFormValues(app.ownerOrganizationId, null), app, {
    startDate: app.startDate.slice(0, 10),
    startTime: app.startDate.slice(11, 16),
    endDate: app.endDate ? app.endDate.slice(0, 10) : null,
    entryEndDate: app.entryEndDate ? app.entryEndDate.slice(0, 10) : null,
  });
}

/** `YYYY-MM-DDTHH:mm` of the form's start day and time ('' while the day is missing). */
export function joinedStart(values: Pick<BaseFormValues, 'startDate' | 'startTime'>): string {
  return values.startDate ? `${values.startDate}T${values.startTime.trim()}` : '';
}

/** The payload the schema checks: the form's fields with the start joined, and the later steps' fields. */
export function baseFormInput(values: BaseFormValues, later: LaterStepFields): CompetitionApprovalInput {
  const { startTime: _time, ...fields } = values;
  // An empty choice must not be read as 0 (a valid type): NaN is refused as "required".
  const chosen = (value: number | '' | null) => (value === '' || value === null ? Number.NaN : value);
  return {
    ...fields,
    ...later,
    startDate: joinedStart(values),
    competitionType: chosen(values.competitionType),
    ownerOrganizationId: chosen(values.ownerOrganizationId),
    eventLocation_Region_Id: chosen(values.eventLocation_Region_Id),
  };
}

/** The problem of a typed start time, if any: required, and `hh:mm` on a 24-hour clock (spec §5). */
export function startTimeProblem(time: string): string | null {
  if (!time.trim()) return 'errorEmpty';
  return timePattern.test(time.trim()) ? null : 'errorInvalidInput';
}

const formFields = new Set<string>(Object.keys(newBaseFormValues(null, null)));

/**
 * Validates the base form with `competitionApprovalInput()` through zodResolver. The start time gets
 * its own message (the schema sees the joined start only); a kind that the chosen type forbids is
 * reported on the type (the kind is chosen on a later step); any other problem outside the form's
 * fields is reported under `errors.root`, so no save fails silently.
 */
export function baseFormResolver(later: LaterStepFields): Resolver<BaseFormValues, unknown, CompetitionApprovalValues> {
  const schema = zodResolver(competitionApprovalInput());
  return async (values, context, options) => {
    const result = await schema(baseFormInput(values, later), context, options as unknown as ResolverOptions<CompetitionApprovalInput>);
    const errors: FieldErrors<BaseFormValues> = { ...(result.errors as FieldErrors<BaseFormValues>) };
    const time = startTimeProblem(values.startTime);
    if (time) {
      errors.startTime = { type: 'validate', message: time };
      // The joined start is unreadable because of the time: the day itself is fine.
      if (values.startDate && values.startDate !== INVALID_DAY && errors.startDate?.message === 'errorInvalidInput') delete errors.startDate;
    }
    if (!values.startDate) errors.startDate = { type: 'validate', message: 'errorEmpty' };
    // The schema's rules on the start run only once every field reads; a day that does not exist is said at once.
    for (const day of ['startDate', 'endDate', 'entryEndDate'] as const) {
      if (values[day] === INVALID_DAY) errors[day] = { type: 'validate', message: 'errorNoSuchDay' };
    }
    const record = errors as Record<string, { type: string; message?: string } | undefined>;
    if (record.competitionSubType) {
      errors.competitionType ??= { type: 'validate', message: 'approvalForm.subTypeConflict' };
      delete record.competitionSubType;
    }
    for (const key of Object.keys(record)) {
      if (key === 'root' || formFields.has(key)) continue;
      errors.root ??= { type: 'validate', message: record[key]?.message ?? 'errorInvalidValue' } as FieldErrors<BaseFormValues>['root'];
      delete record[key];
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values: result.values as CompetitionApprovalValues, errors: {} };
  };
}
