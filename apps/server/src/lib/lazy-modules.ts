/**
 * Libraries that only some jobs and calls need, loaded on their first use: together they hold
 * tens of megabytes in memory and add to every start of the server.
 */
let excel: Promise<typeof import('exceljs')> | undefined;
type Fontkit = Parameters<import('pdf-lib').PDFDocument['registerFontkit']>[0];
let pdf: Promise<{ PDFDocument: typeof import('pdf-lib').PDFDocument; rgb: typeof import('pdf-lib').rgb; fontkit: Fontkit }> | undefined;

/** ExcelJS (workbooks of exports and attendee lists). */
export async function loadExcelJS() {
  excel ??= import('exceljs');
  const module = await excel;
  // The package is CommonJS: its classes sit on the default export.
  return (module as unknown as { default: typeof import('exceljs') }).default ?? module;
}

/** pdf-lib with fontkit (invoices). */
export function loadPdfLib() {
  pdf ??= Promise.all([import('pdf-lib'), import('@pdf-lib/fontkit')]).then(([lib, fontkit]) => ({
    PDFDocument: lib.PDFDocument,
    rgb: lib.rgb,
    // CommonJS as well: the module itself or its default export, depending on the loader.
    fontkit: ((fontkit as { default?: Fontkit }).default ?? fontkit) as Fontkit,
  }));
  return pdf;
}
