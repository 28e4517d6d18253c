import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../lib/lazy-modules';
import { formatEuro, translate, type FeeLine, type LanguageCode } from '@portal/domain';

export interface InvoiceData {
  language: LanguageCode;
  number: string;
  /** `YYYY-MM-DD` */
  issuedOn: string;
  issuer: { name: string };
  billing: { company: string | null; title: number; firstName: string; lastName: string; street: string; zip: string; town: string };
  /** `YYYY-MM-DDTHH:mm` */
  event: { name: string; startDate: string; town: string };
  lines: readonly FeeLine[];
  totalCents: number;
}

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | null = null;

/** DejaVu Sans is embedded so umlauts, ß and € print the same in every PDF reader. */
function loadFonts() {
  fonts ??= (async () => {
    const dir = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf').replace(/DejaVuSans\.ttf$/, '');
    const [regular, bold] = await Promise.all([readFile(`${dir}DejaVuSans.ttf`), readFile(`${dir}DejaVuSans-Bold.ttf`)]);
    return { regular, bold };
  })();
  return fonts;
}

const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** The words of a fee line: the handling fee, or the finishers of one gender and age group. */
export function feeLineLabel(language: LanguageCode, line: FeeLine): string {
  if (line.key === 'handlingFee') return translate(language, 'finisherGroup.handlingFee');
  const [gender, group] = line.key.split('_');
  return translate(language, 'invoice.finishers', {
    gender: translate(language, `finisherGroup.${gender}`),
    group: translate(language, `finisherGroup.${group}`),
  });
}

/** Salutation words for the address block; "no answer" and "company" print no salutation. */
function salutation(language: LanguageCode, title: number) {
  return title === 0 || title === 1 ? translate(language, `contactTitle.${title}`) : '';
}

/** An A4 invoice of the fee of one event, in the federation's language, with an embedded font. */
export async function renderInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const t = (key: string, params?: Record<string, string>) => translate(data.language, key, params);
  const { PDFDocument, rgb, fontkit } = await loadPdfLib();
  const ink = rgb(0.1, 0.1, 0.1);
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = await loadFonts();
  const font = await doc.embedFont(regular, { subset: true });
  const heavy = await doc.embedFont(bold, { subset: true });
  doc.setTitle(`${t('invoice.title')} ${data.number}`);
  doc.setAuthor(data.issuer.name);
  doc.setCreator(data.issuer.name);
  doc.setLanguage(data.language);
  doc.setCreationDate(new Date(`${data.issuedOn}T12:00:00Z`));
  doc.setModificationDate(new Date(`${data.issuedOn}T12:00:00Z`));

  const page = doc.addPage([595.28, 841.89]);
  const left = 56;
  const right = 595.28 - 56;
  let y = 841.89 - 64;
  const write = (text: string, x: number, size = 10, f: PDFFont = font) => page.drawText(text, { x, y, size, font: f, color: ink });
  const writeRight = (text: string, xRight: number, size = 10, f: PDFFont = font) => write(text, xRight - f.widthOfTextAtSize(text, size), size, f);

  write(data.issuer.name, left, 14, heavy);
  y -= 48;
  const b = data.billing;
  const person = [salutation(data.language, b.title), b.firstName, b.lastName].filter(Boolean).join(' ');
  for (const line of [b.company ?? '', person, b.street, `${b.zip} ${b.town}`.trim()].filter((l) => l.trim() !== '')) {
    write(fit(line, font, 10, 300), left);
    y -= 14;
  }
  y -= 36;
  write(t('invoice.title'), left, 18, heavy);
  y -= 26;
  for (const [label, value] of [
    [t('invoice.number'), data.number],
    [t('invoice.date'), germanDate(data.issuedOn)],
    [t('invoice.event'), `${data.event.name}, ${data.event.town}`],
    [t('invoice.eventDate'), germanDate(data.event.startDate)],
  ] as const) {
    write(`${label}:`, left, 10, heavy);
    write(fit(value, font, 10, right - left - 150), left + 150);
    y -= 15;
  }
  y -= 20;
  const cols = { position: left, quantity: 360, unit: 450, amount: right };
  tableRow(page, y, heavy, ink, cols, [t('invoice.position'), t('invoice.quantity'), t('invoice.unitPrice'), t('invoice.amount')]);
  y -= 6;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.7, color: rgb(0.3, 0.3, 0.3) });
  y -= 14;
  for (const line of data.lines) {
    tableRow(page, y, font, ink, cols, [feeLineLabel(data.language, line), String(line.count), formatEuro(line.unitCents), formatEuro(line.amountCents)]);
    y -= 16;
  }
  y += 10;
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.7, color: rgb(0.3, 0.3, 0.3) });
  y -= 16;
  write(t('invoice.total'), left, 11, heavy);
  writeRight(formatEuro(data.totalCents), right, 11, heavy);
  y -= 40;
  for (const note of [t('invoice.vatNote'), t('invoice.paymentNote')]) {
    for (const line of wrap(note, font, 9, right - left)) {
      write(line, left, 9);
      y -= 13;
    }
    y -= 4;
  }
  return doc.save();
}

function tableRow(page: PDFPage, y: number, font: PDFFont, ink: Color, cols: { position: number; quantity: number; unit: number; amount: number }, cells: [string, string, string, string]) {
  const size = 10;
  const draw = (text: string, x: number) => page.drawText(text, { x, y, size, font, color: ink });
  draw(fit(cells[0], font, size, cols.quantity - cols.position - 50), cols.position);
  draw(cells[1], cols.quantity - font.widthOfTextAtSize(cells[1], size) + 30);
  draw(cells[2], cols.unit + 50 - font.widthOfTextAtSize(cells[2], size));
  draw(cells[3], cols.amount - font.widthOfTextAtSize(cells[3], size));
}

/** Shortens a text with an ellipsis so it fits `width` points. */
function fit(text: string, font: PDFFont, size: number, width: number) {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut}…`;
}

/** Breaks a text into lines of at most `width` points at spaces. */
function wrap(text: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}
