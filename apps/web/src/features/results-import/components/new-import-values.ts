import type { FieldErrors, Resolver } from 'react-hook-form';
import { importCompetitionSchema, RESULT_FILE_MAX_BYTES, type PerformanceCompetitionInput } from '@portal/domain';

/** The file types a result sheet may have. */
export const RESULT_FILE_EXTENSIONS = ['xlsx', 'csv'] as const;
/** The `accept` list of the file input. */
export const acceptedResultFiles = RESULT_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** A competition of the selector: its id and its label (name, town and days). */
export interface CompetitionChoice {
  value: number;
  text: string;
}

/** The fields of a new competition the form asks for, as the competition schema takes them. */
type NewCompetitionValues = Pick<PerformanceCompetitionInput, 'name' | 'dateFrom' | 'dateTo' | 'town' | 'nation' | 'environment'>;

/** The form's values: the file, which competition, and the fields of a new one. */
export interface NewImportValues extends NewCompetitionValues {
  file: File | null;
  mode: 'existing' | 'new';
  competition: CompetitionChoice | null;
}

export const newImportDefaults: NewImportValues = {
  file: null,
  mode: 'existing',
  competition: null,
  name: '',
  dateFrom: null,
  dateTo: null,
  town: '',
  nation: 'GER',
  environment: '',
};

/** Why a chosen file cannot be sent, checked before it is uploaded: its type and its size. A catalogue key, or null. */
export function resultFileProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  if (!(RESULT_FILE_EXTENSIONS as readonly string[]).includes(extension)) return 'resultsImport.screen.form.fileType';
  if (file.size > RESULT_FILE_MAX_BYTES) return 'resultsImport.screen.form.fileTooLarge';
  return null;
}

/**
 * Checks the file, then either the chosen competition or the new competition's fields with the
 * schema the server checks them with. The resolved value is the multipart body to send.
 */
export const newImportResolver: Resolver<NewImportValues, unknown, FormData> = (values) => {
  const errors: FieldErrors<NewImportValues> = {};
  const fileProblem = values.file ? resultFileProblem(values.file) : 'errorFileRequired';
  if (fileProblem) errors.file = { type: 'validate', message: fileProblem };
  const form = new FormData();
  // The text fields go before the file: the server reads the fields that precede the file part.
  if (values.mode === 'existing') {
    if (values.competition) form.set('competitionId', String(values.competition.value));
    else errors.competition = { type: 'validate', message: 'errorCompetitionRequired' };
  } else {
    const { name, dateFrom, dateTo, town, nation, environment } = values;
    // No environment chosen: the start month decides (the schema's absent value).
    const result = importCompetitionSchema.safeParse({ name, dateFrom, dateTo, town, nation, environment: environment === '' ? undefined : environment });
    if (result.success) {
      const c = result.data;
      form.set('name', c.name);
      form.set('dateFrom', c.dateFrom);
      form.set('dateTo', c.dateTo);
      form.set('town', c.town);
      form.set('nation', c.nation);
      form.set('environment', String(c.environment));
    } else {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'name') as keyof NewImportValues;
        errors[field] ??= { type: 'validate', message: issue.message };
      }
    }
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  form.set('file', values.file!);
  return { values: form, errors: {} };
};

