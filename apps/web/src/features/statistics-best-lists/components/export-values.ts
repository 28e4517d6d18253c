import { BEST_LIST_EXPORT_DEFAULTS, bestListExportQuery, defaultExportYear, ForeignersFilter, type BestListExportQuery } from '@portal/domain';

/** The export form's fields (spec §2.1 export form), as the inputs hold them. */
export interface ExportValues {
  mail: string;
  pageSize: string;
  year: number;
  envi: number;
  foreigners: number;
}

export type ExportField = keyof ExportValues;

/** Environment: indoor 0, outdoor 1, all 2. */
export const exportEnvironments = [0, 1, 2] as const;
/** Foreigners: none 1, all 0, only 2 — in the order of the spec. */
export const exportForeigners = [ForeignersFilter.none, ForeignersFilter.all, ForeignersFilter.only] as const;

/** The form's start: the user's e-mail, 30 rows, the current year (PRODUCT §8, not 2021), indoor, no foreigners. */
export function exportDefaults(email: string, today: Date = new Date()): ExportValues {
  return {
    mail: email,
    pageSize: String(BEST_LIST_EXPORT_DEFAULTS.pageSize),
    year: defaultExportYear(today),
    envi: BEST_LIST_EXPORT_DEFAULTS.environment,
    foreigners: BEST_LIST_EXPORT_DEFAULTS.foreigners,
  };
}

/** The export call's query of the values, or the catalogue keys of the invalid fields (the server's own schema decides). */
export function exportQueryOf(values: ExportValues): { query: BestListExportQuery } | { errors: Partial<Record<ExportField, string>> } {
  const query: BestListExportQuery = {
    mail: values.mail.trim(),
    pageSize: values.pageSize.trim(),
    year: values.year,
    envi: values.envi,
    foreigners: values.foreigners,
  };
  const result = bestListExportQuery.safeParse(query);
  if (result.success) return { query };
  const errors: Partial<Record<ExportField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as ExportField;
    errors[field] ??= /^error[A-Z]/.test(issue.message) ? issue.message : 'errorInvalidValue';
  }
  return { errors };
}

/** Server 422 keys → fields. */
export const exportServerFields: Record<string, ExportField> = { Mail: 'mail', PageSize: 'pageSize', Year: 'year', Envi: 'envi', Foreigners: 'foreigners' };
