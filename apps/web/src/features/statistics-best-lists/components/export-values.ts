import type { Control } from 'react-hook-form';
import { BEST_LIST_EXPORT_DEFAULTS, bestListExportQuery, defaultExportYear, ForeignersFilter, type BestListExportQuery } from '@portal/domain';
import { schemaResolver } from '../../../lib/schema-resolver';

/** The export form's fields (spec §2.1 export form): the export query's input, every field filled by `exportDefaults`. */
export type ExportValues = BestListExportQuery;

/** Environment: indoor 0, outdoor 1, all 2. */
export const exportEnvironments = [0, 1, 2] as const;
/** Foreigners: none 1, all 0, only 2 — in the order of the spec. */
export const exportForeigners = [ForeignersFilter.none, ForeignersFilter.all, ForeignersFilter.only] as const;

/** The form's start: the user's e-mail, 30 rows, the current year (PRODUCT §8, not 2021), indoor, no foreigners. */
export function exportDefaults(email: string, today: Date = new Date()): Required<ExportValues> {
  return {
    mail: email,
    pageSize: BEST_LIST_EXPORT_DEFAULTS.pageSize,
    year: defaultExportYear(today),
    envi: BEST_LIST_EXPORT_DEFAULTS.environment,
    foreigners: BEST_LIST_EXPORT_DEFAULTS.foreigners,
  };
}

/** The form is checked with the export call's own query schema. */
export const exportResolver = schemaResolver(bestListExportQuery);

/** The form's control as the field components take them (the resolver's output only reaches `handleSubmit`). */
export type ExportFormControl = Control<ExportValues>;
