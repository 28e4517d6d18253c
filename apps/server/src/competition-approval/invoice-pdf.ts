import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { PDFFont, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from '../lib/lazy-modules';
import { formatEuro, translate, type FeeLine, type LanguageCode } from '@portal/domain';
import { fit, shrink, wrap } from './pdf-text';

/** The federation that issues the invoice: what §14 UStG asks of the issuer (address, tax number or VAT id) and where to pay. */
export interface InvoiceIssuer {
  name: string;
  street: string;
  zip: string;
  town: string;
  /** ISO 3166-1 alpha-2 */
  countryCode: string;
  taxNumber: string;
  vatId: string;
  iban: string;
  bic: string;
  accountHolder: string;
}

export interface InvoiceData {
  language: LanguageCode;
  number: string;
  /** `YYYY-MM-DD` */
  issuedOn: string;
  /** `YYYY-MM-DD`: the invoice date plus the federation's payment days. */
  dueOn: string;
  issuer: InvoiceIssuer;
  billing: { company: string | null; title: number; firstName: string; lastName: string; street: string; zip: string; town: string };
  /** `YYYY-MM-DDTHH:mm`; the race day is the date of the service. */
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

export const germanDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/** A count with the same thousands separator as the amounts beside it: `1.234`. */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

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

const pageSize: [number, number] = [595.28, 841.89];
const left = 56;
const right = pageSize[0] - 56;
/** Space between two table columns. */
const gap = 18;

/** Writes top-down: each call prints at the current line and moves below it. */
class Pen {
  y = pageSize[1] - 64;
  constructor(
    private readonly page: PDFPage,
    private readonly ink: RGB,
  ) {}

  text(text: string, x: number, size: number, font: PDFFont) {
    this.page.drawText(text, { x, y: this.y, size, font, color: this.ink });
  }

  textRight(text: string, xRight: number, size: number, font: PDFFont) {
    this.text(text, xRight - font.widthOfTextAtSize(text, size), size, font);
  }

  /** A paragraph wrapped to `width`; returns after its last line. */
  paragraph(text: string, x: number, width: number, size: number, font: PDFFont, leading = size * 1.4) {
    for (const line of wrap(text, font, size, width)) {
      this.text(line, x, size, font);
      this.y -= leading;
    }
  }

  rule() {
    this.page.drawLine({ start: { x: left, y: this.y }, end: { x: right, y: this.y }, thickness: 0.7, color: this.ink });
  }
}

/** An A4 invoice of the fee of one event, in the federation's language, with an embedded font. */
export async function renderInvoicePdf(data: InvoiceData): Promise<Uint8Array> {
  const t = (key: string, params?: Record<string, string>) => translate(data.language, key, params);
  const { PDFDocument, rgb, fontkit } = await loadPdfLib();
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

  const page = doc.addPage(pageSize);
  const pen = new Pen(page, rgb(0.1, 0.1, 0.1));
  const width = right - left;
  const issuer = data.issuer;

  // A long federation name is set smaller rather than cut: it is the issuer's legal name.
  const nameSize = shrink(issuer.name, heavy, 14, 9, width);
  pen.paragraph(issuer.name, left, width, nameSize, heavy);
  pen.paragraph([issuer.street, `${issuer.zip} ${issuer.town}`.trim()].filter((p) => p.trim() !== '').join(' · '), left, width, 9, font);
  pen.y -= 30;

  const b = data.billing;
  const person = [salutation(data.language, b.title), b.firstName, b.lastName].filter(Boolean).join(' ');
  for (const line of [b.company ?? '', person, b.street, `${b.zip} ${b.town}`.trim()].filter((l) => l.trim() !== '')) {
    pen.paragraph(line, left, 280, 10, font, 14);
  }
  pen.y -= 30;
  pen.text(t('invoice.title'), left, 18, heavy);
  pen.y -= 26;
  const taxId: [string, string] | null = issuer.vatId ? [t('invoice.vatId'), issuer.vatId] : issuer.taxNumber ? [t('invoice.taxNumber'), issuer.taxNumber] : null;
  const facts: [string, string][] = [
    [t('invoice.number'), data.number],
    [t('invoice.date'), germanDate(data.issuedOn)],
    [t('invoice.eventDate'), germanDate(data.event.startDate)],
    [t('invoice.event'), `${data.event.name}, ${data.event.town}`],
    [t('invoice.dueDate'), germanDate(data.dueOn)],
    ...(taxId ? [taxId] : []),
  ];
  const labelWidth = Math.min(250, Math.max(...facts.map(([label]) => heavy.widthOfTextAtSize(`${label}:`, 10))) + 12);
  for (const [label, value] of facts) {
    pen.text(fit(`${label}:`, heavy, 10, labelWidth - 8), left, 10, heavy);
    pen.paragraph(value, left + labelWidth, width - labelWidth, 10, font, 14);
    pen.y -= 1;
  }
  pen.y -= 20;
  feeTable(pen, data, t, font, heavy);
  pen.y -= 30;
  for (const note of [t('invoice.vatNote'), t('invoice.paymentNote', { dueDate: germanDate(data.dueOn) })]) {
    pen.paragraph(note, left, width, 9, font, 13);
    pen.y -= 4;
  }
  const bank = [
    issuer.accountHolder && `${t('invoice.accountHolder')}: ${issuer.accountHolder}`,
    issuer.iban && `IBAN: ${groupIban(issuer.iban)}`,
    issuer.bic && `BIC: ${issuer.bic}`,
  ].filter(Boolean);
  if (bank.length > 0) {
    pen.y -= 8;
    pen.text(t('invoice.bank'), left, 9, heavy);
    pen.y -= 13;
    for (const line of bank) pen.paragraph(line, left, width, 9, font, 13);
  }
  return doc.save();
}

/**
 * The fee lines under a header. Every numeric column is as wide as its widest cell (header
 * included) and right-aligned, with a gap before the next; the item column takes the rest and
 * wraps, so neither long labels nor four-digit counts run into a neighbour.
 */
function feeTable(pen: Pen, data: InvoiceData, t: (key: string) => string, font: PDFFont, heavy: PDFFont) {
  const size = 10;
  const totalSize = 11;
  const rows = data.lines.map((line) => [feeLineLabel(data.language, line), formatCount(line.count), formatEuro(line.unitCents), formatEuro(line.amountCents)] as const);
  const header = [t('invoice.position'), t('invoice.quantity'), t('invoice.unitPrice'), t('invoice.amount')] as const;
  const columnWidth = (i: 1 | 2 | 3) => Math.max(heavy.widthOfTextAtSize(header[i], size), ...rows.map((r) => font.widthOfTextAtSize(r[i], size)));
  const amountWidth = Math.max(columnWidth(3), heavy.widthOfTextAtSize(formatEuro(data.totalCents), totalSize));
  const amountRight = right;
  const unitRight = amountRight - amountWidth - gap;
  const quantityRight = unitRight - columnWidth(2) - gap;
  const itemWidth = quantityRight - columnWidth(1) - gap - left;

  const row = (cells: readonly [string, string, string, string], f: PDFFont) => {
    const top = pen.y;
    for (const line of wrap(cells[0], f, size, itemWidth)) {
      pen.text(line, left, size, f);
      pen.y -= 14;
    }
    const below = pen.y;
    pen.y = top;
    pen.textRight(cells[1], quantityRight, size, f);
    pen.textRight(cells[2], unitRight, size, f);
    pen.textRight(cells[3], amountRight, size, f);
    pen.y = below;
  };
  row(header, heavy);
  pen.y += 8;
  pen.rule();
  pen.y -= 14;
  for (const cells of rows) {
    row(cells, font);
    pen.y -= 2;
  }
  pen.y += 8;
  pen.rule();
  pen.y -= 16;
  pen.text(fit(t('invoice.total'), heavy, totalSize, quantityRight - left), left, totalSize, heavy);
  pen.textRight(formatEuro(data.totalCents), amountRight, totalSize, heavy);
}

/** `DE89370400440532013000` as printed: groups of four. */
export const groupIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
