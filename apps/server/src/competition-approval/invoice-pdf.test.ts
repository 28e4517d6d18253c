import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { computeFee, germanFeeSchedule } from '@portal/domain';
import { feeLineLabel, renderInvoicePdf } from './invoice-pdf';
import { invoiceData } from './invoice.fixtures';

const fee = computeFee({ finisher_Women_Active: 120, finisher_Men_Active: 200, finisher_Women_U12: 15 }, germanFeeSchedule);

interface Item {
  str: string;
  x: number;
  y: number;
  width: number;
}

async function read(pdf: Uint8Array) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  const items = (content.items as { str: string; transform: number[]; width: number }[]).filter((i) => i.str.trim() !== '').map((i) => ({ str: i.str, x: i.transform[4], y: i.transform[5], width: i.width }));
  return { pages: doc.numPages, text: (await extractText(doc, { mergePages: true })).text, items };
}

/** Pairs of texts on the same line whose boxes overlap or touch (less than 4 pt apart). */
function crowded(items: Item[]) {
  const clashes: string[] = [];
  for (const a of items) {
    for (const b of items) {
      if (a === b || Math.abs(a.y - b.y) > 2 || a.x > b.x) continue;
      if (b.x < a.x + a.width + 4) clashes.push(`${a.str} | ${b.str}`);
    }
  }
  return clashes;
}

const bigFee = computeFee({ finisher_Women_Active: 1234, finisher_Men_Active: 9876, finisher_Men_Masters: 2000, finisher_Women_U2018: 45 }, germanFeeSchedule);

describe('invoice PDF', () => {
  it('prints number, address, event, one line per fee and the total, umlauts and € included', async () => {
    const pdf = await renderInvoicePdf(invoiceData());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, text } = await read(pdf);
    expect(pages).toBe(1);
    for (const expected of ['Rechnung', 'HLV-2026-0007', '25.11.2026', 'TSV Groß-Umstadt', 'Frau Jürgen Weiß', '64823 Groß-Umstadt', 'Straßenlauf rund um den Wartturm', '04.10.2026', 'Gesamtbetrag']) {
      expect(text).toContain(expected);
    }
    for (const line of fee.lines) expect(text).toContain(feeLineLabel('de', line));
    expect(fee.totalCents).toBeGreaterThan(0);
    expect(text).toContain(`${(fee.totalCents / 100).toFixed(2).replace('.', ',')} €`);
  });

  it('carries what §14 UStG asks: issuer address and tax number, service date, due date, bank details, the exemption note', async () => {
    const { text } = await read(await renderInvoicePdf(invoiceData()));
    for (const expected of [
      'Otto-Fleck-Schneise 4',
      '60528 Frankfurt am Main',
      'Steuernummer:',
      '045 250 12345',
      'Leistungsdatum (Tag der Veranstaltung):',
      'Fällig am:',
      '09.12.2026',
      'bis zum 09.12.2026',
      'IBAN: DE89 3704 0044 0532 0130 00',
      'BIC: COBADEFFXXX',
      'Kontoinhaber: Hessischer Leichtathletik-Verband e. V.',
      'Gemäß § 4 Nr. 22 b UStG umsatzsteuerfrei.',
    ]) {
      expect(text).toContain(expected);
    }
    const withVatId = (await read(await renderInvoicePdf(invoiceData({ issuer: { ...invoiceData().issuer, vatId: 'DE123456789' } })))).text;
    expect(withVatId).toContain('USt-IdNr.:');
    expect(withVatId).toContain('DE123456789');
  });

  it('keeps the columns apart: header words and amounts are separate texts, also with four-digit counts and long names', async () => {
    const longName = 'Turn- und Sportgemeinschaft Leichtathletik-Abteilung Groß-Umstadt-Kleestadt-Heubach 1898 e. V. (Lauftreff am Wartturm)';
    const data = invoiceData({
      billing: { ...invoiceData().billing, company: longName },
      event: { name: `${longName} – Wartturmlauf`, startDate: '2026-10-04T10:00', town: 'Groß-Umstadt' },
      issuer: { ...invoiceData().issuer, name: 'Landesverband für Leichtathletik, Straßenlauf und Nordic Walking Hessen-Thüringen e. V.' },
      lines: bigFee.lines,
      totalCents: bigFee.totalCents,
    });
    const { text, items, pages } = await read(await renderInvoicePdf(data));
    expect(pages).toBe(1);
    expect(crowded(items)).toEqual([]);
    expect(text).not.toMatch(/EinzelpreisBetrag|AnzahlEinzelpreis/);
    expect(text).not.toMatch(/€\d|\d\d,\d\d\d/);
    for (const word of ['Position', 'Anzahl', 'Einzelpreis', 'Betrag']) expect(items.some((i) => i.str === word)).toBe(true);
    for (const count of ['1.234', '9.876', '2.000']) expect(items.some((i) => i.str === count)).toBe(true);
    expect(items.some((i) => i.str === '6.577,50 €')).toBe(true);
    // Every printed text stays inside the page margins.
    for (const i of items) expect(i.x + i.width).toBeLessThanOrEqual(595.28 - 55);
    expect(text.replace(/\s+/g, ' ')).toContain('Heubach 1898');
  });

  it('speaks the federation language', async () => {
    const { text } = await read(await renderInvoicePdf(invoiceData({ language: 'en' })));
    expect(text).toContain('Invoice');
    expect(text).not.toContain('Gesamtbetrag');
  });

  it('names a fee line by gender and age group', () => {
    expect(feeLineLabel('de', { key: 'Women_Active', count: 1, unitCents: 1, amountCents: 1 })).toBe('Teilnehmer Frauen Aktive');
    expect(feeLineLabel('en', { key: 'handlingFee', count: 1, unitCents: 1, amountCents: 1 })).toBe('Handling fee');
  });
});
