import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import { computeFee, germanFeeSchedule } from '@portal/domain';
import type { InvoiceData } from './invoice-pdf';

const fee = computeFee({ finisher_Women_Active: 120, finisher_Men_Active: 200, finisher_Women_U12: 15 }, germanFeeSchedule);

/** An invoice of the Hessian federation to a club for 320 chargeable finishers (the 15 of U12 are free), with every issuer detail. */
export const invoiceData = (over: Partial<InvoiceData> = {}): InvoiceData => ({
  language: 'de',
  number: 'HLV-2026-0007',
  issuedOn: '2026-11-25',
  dueOn: '2026-12-09',
  issuer: {
    name: 'Hessischer Leichtathletik-Verband',
    street: 'Otto-Fleck-Schneise 4',
    zip: '60528',
    town: 'Frankfurt am Main',
    countryCode: 'DE',
    taxNumber: '045 250 12345',
    vatId: '',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    accountHolder: 'Hessischer Leichtathletik-Verband e. V.',
  },
  billing: { company: 'TSV Groß-Umstadt', title: 1, firstName: 'Jürgen', lastName: 'Weiß', street: 'Hauptstraße 1', zip: '64823', town: 'Groß-Umstadt' },
  event: { name: 'Straßenlauf rund um den Wartturm', startDate: '2026-10-04T10:00', town: 'Groß-Umstadt' },
  lines: fee.lines,
  totalCents: fee.totalCents,
  ...over,
});

/** The files embedded in a PDF (its `EmbeddedFiles` name tree, one level deep), by name. */
export async function embeddedFiles(pdf: Uint8Array): Promise<Map<string, Uint8Array>> {
  const doc = await PDFDocument.load(pdf);
  const files = new Map<string, Uint8Array>();
  const names = doc.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict)?.lookupMaybe(PDFName.of('Names'), PDFArray);
  if (!names) return files;
  for (let i = 0; i + 1 < names.size(); i += 2) {
    const name = names.lookup(i) as PDFString | PDFHexString;
    const stream = names.lookup(i + 1, PDFDict).lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (stream instanceof PDFRawStream) files.set(name.decodeText(), decodePDFRawStream(stream).decode());
  }
  return files;
}
