import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { computeFee, germanFeeSchedule } from '@portal/domain';
import { feeLineLabel, renderInvoicePdf, type InvoiceData } from './invoice-pdf';

const fee = computeFee({ finisher_Women_Active: 120, finisher_Men_Active: 200, finisher_Women_U12: 15 }, germanFeeSchedule);
const data = (over: Partial<InvoiceData> = {}): InvoiceData => ({
  language: 'de',
  number: 'HLV-2026-0007',
  issuedOn: '2026-11-25',
  issuer: { name: 'Hessischer Leichtathletik-Verband' },
  billing: { company: 'TSV Groß-Umstadt', title: 1, firstName: 'Jürgen', lastName: 'Weiß', street: 'Hauptstraße 1', zip: '64823', town: 'Groß-Umstadt' },
  event: { name: 'Straßenlauf rund um den Wartturm', startDate: '2026-10-04T10:00', town: 'Groß-Umstadt' },
  lines: fee.lines,
  totalCents: fee.totalCents,
  ...over,
});

async function textOf(pdf: Uint8Array) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return { pages: doc.numPages, text: (await extractText(doc, { mergePages: true })).text };
}

describe('invoice PDF', () => {
  it('prints number, address, event, one line per fee and the total, umlauts and € included', async () => {
    const pdf = await renderInvoicePdf(data());
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
    const { pages, text } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const expected of ['Rechnung', 'HLV-2026-0007', '25.11.2026', 'TSV Groß-Umstadt', 'Frau Jürgen Weiß', '64823 Groß-Umstadt', 'Straßenlauf rund um den Wartturm', '04.10.2026', 'Gesamtbetrag']) {
      expect(text).toContain(expected);
    }
    for (const line of fee.lines) expect(text).toContain(feeLineLabel('de', line));
    expect(fee.totalCents).toBeGreaterThan(0);
    expect(text).toContain(`${(fee.totalCents / 100).toFixed(2).replace('.', ',')} €`);
  });

  it('speaks the federation language', async () => {
    const { text } = await textOf(await renderInvoicePdf(data({ language: 'en' })));
    expect(text).toContain('Invoice');
    expect(text).not.toContain('Gesamtbetrag');
  });

  it('names a fee line by gender and age group', () => {
    expect(feeLineLabel('de', { key: 'Women_Active', count: 1, unitCents: 1, amountCents: 1 })).toBe('Teilnehmer Frauen Aktive');
    expect(feeLineLabel('en', { key: 'handlingFee', count: 1, unitCents: 1, amountCents: 1 })).toBe('Handling fee');
  });
});
