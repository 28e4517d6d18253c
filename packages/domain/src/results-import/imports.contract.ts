import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import {
  RESULT_FILE_MAX_BYTES,
  importIdParams,
  importRowPageSchema,
  importRowParams,
  importRowsQuery,
  newImportFieldsSchema,
  resolveRowSchema,
  resultImportListQuery,
  resultImportPageSchema,
  resultImportSchema,
} from './imports.schemas';

const fileResponse = z.custom<Uint8Array>();

/** The area catalogue (rel of the root's link) that lists the endpoints of `resultImportsApi`. */
export const resultImportsCatalogue = 'import_links';

/**
 * The results import: result files feed the best lists. Reached through the area catalogue
 * `import_links` that the root offers to statisticians only.
 */
export const resultImportsApi = defineEndpoints({
  get_imports: { query: resultImportListQuery, response: resultImportPageSchema },
  new_import: {
    consumes: 'multipart/form-data',
    form: {
      fields: newImportFieldsSchema,
      file: `The result sheet: XLSX or CSV (UTF-8 or Windows-1252, ; or ,), one row per mark, at most ${RESULT_FILE_MAX_BYTES / 1024 / 1024} MB; see import_template.`,
    },
    response: resultImportSchema,
  },
  get_import: { params: importIdParams, response: resultImportSchema },
  get_import_rows: { params: importIdParams, query: importRowsQuery, response: importRowPageSchema },
  resolve_row: { params: importRowParams, body: resolveRowSchema, response: resultImportSchema },
  commit_import: { params: importIdParams, response: resultImportSchema },
  discard_import: { params: importIdParams, response: resultImportSchema },
  undo_import: { params: importIdParams, response: resultImportSchema },
  import_template: { response: fileResponse, produces: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
});
