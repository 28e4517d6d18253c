import type { Invoice } from '@e-invoice-eu/core';
import { translate } from '@portal/domain';
import { feeLineLabel, germanDate, type InvoiceData } from './invoice-pdf';

let service: Promise<import('@e-invoice-eu/core').InvoiceService> | undefined;

/**
 * The e-invoice library's service, made once per process on the first invoice: the library is large
 * (most processes never write an invoice) and the service compiles its JSON schema validator when
 * made, which takes longer than an invoice. Call it ahead of the invoice's transaction.
 */
export function prepareFacturX() {
  service ??= import('@e-invoice-eu/core').then(({ InvoiceService }) => new InvoiceService({ log: () => {}, warn: () => {}, error: (message: string) => console.error(message) }));
  return service;
}

/** A postal address without its empty parts (the schema takes no empty elements). */
const address = (street: string, zip: string, town: string, country: string) => ({
  ...(street ? { 'cbc:StreetName': street } : {}),
  ...(town ? { 'cbc:CityName': town } : {}),
  ...(zip ? { 'cbc:PostalZone': zip } : {}),
  'cac:Country': { 'cbc:IdentificationCode': country },
});

/** Cents as the decimal amount of the XML: `6950` → `69.50`. */
const amount = (cents: number) => (cents / 100).toFixed(2);

/**
 * The invoice as EN 16931 data (the library's UBL-shaped input). The fee is exempt from VAT under
 * § 4 Nr. 22 b UStG: tax category E with the printed note as the exemption reason, tax 0. The
 * issuer's VAT id goes in as such (scheme VAT), a tax number as the seller's tax registration (FC);
 * either satisfies rule BR-E-02.
 */
export function eInvoiceData(data: InvoiceData): Invoice {
  const t = (key: string) => translate(data.language, key);
  const issuer = data.issuer;
  const b = data.billing;
  const buyerName = b.company?.trim() || `${b.firstName} ${b.lastName}`.trim();
  const exemption = t('invoice.vatNote');
  const total = amount(data.totalCents);
  const taxSchemes = [
    ...(issuer.vatId ? [{ 'cbc:CompanyID': issuer.vatId, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }] : []),
    ...(issuer.taxNumber ? [{ 'cbc:CompanyID': issuer.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
  ];
  const category = { 'cbc:ID': 'E', 'cbc:Percent': '0', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } as const;
  const invoice = {
    'ubl:Invoice': {
      'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
      'cbc:ID': data.number,
      'cbc:IssueDate': data.issuedOn,
      'cbc:DueDate': data.dueOn,
      'cbc:InvoiceTypeCode': '380',
      'cbc:Note': [exemption],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': data.event.name,
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          'cac:PostalAddress': address(issuer.street, issuer.zip, issuer.town, issuer.countryCode),
          'cac:PartyTaxScheme': taxSchemes,
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': issuer.name },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          'cac:PostalAddress': address(b.street, b.zip, b.town, 'DE'),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': buyerName },
        },
      },
      'cac:Delivery': { 'cbc:ActualDeliveryDate': data.event.startDate.slice(0, 10) },
      'cac:PaymentMeans': [
        // 58: SEPA credit transfer.
        {
          'cbc:PaymentMeansCode': '58',
          'cbc:PaymentID': data.number,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': issuer.iban,
            ...(issuer.accountHolder ? { 'cbc:Name': issuer.accountHolder } : {}),
            ...(issuer.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': issuer.bic } } : {}),
          },
        },
      ],
      'cac:PaymentTerms': { 'cbc:Note': translate(data.language, 'invoice.paymentNote', { dueDate: germanDate(data.dueOn) }) },
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': '0.00',
          'cbc:TaxAmount@currencyID': 'EUR',
          'cac:TaxSubtotal': [
            {
              'cbc:TaxableAmount': total,
              'cbc:TaxableAmount@currencyID': 'EUR',
              'cbc:TaxAmount': '0.00',
              'cbc:TaxAmount@currencyID': 'EUR',
              'cac:TaxCategory': { ...category, 'cbc:TaxExemptionReason': exemption },
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': total,
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cbc:TaxExclusiveAmount': total,
        'cbc:TaxExclusiveAmount@currencyID': 'EUR',
        'cbc:TaxInclusiveAmount': total,
        'cbc:TaxInclusiveAmount@currencyID': 'EUR',
        'cbc:PayableAmount': total,
        'cbc:PayableAmount@currencyID': 'EUR',
      },
      'cac:InvoiceLine': data.lines.map((line, i) => ({
        'cbc:ID': String(i + 1),
        // C62: "one", a unit of count (finishers, the handling fee).
        'cbc:InvoicedQuantity': String(line.count),
        'cbc:InvoicedQuantity@unitCode': 'C62',
        'cbc:LineExtensionAmount': amount(line.amountCents),
        'cbc:LineExtensionAmount@currencyID': 'EUR',
        'cac:Item': { 'cbc:Name': feeLineLabel(data.language, line), 'cac:ClassifiedTaxCategory': category },
        'cac:Price': { 'cbc:PriceAmount': amount(line.unitCents), 'cbc:PriceAmount@currencyID': 'EUR' },
      })),
    },
  };
  return invoice as unknown as Invoice;
}

/**
 * The printed invoice as a Factur-X / ZUGFeRD EN 16931 hybrid: PDF/A-3 with the CII XML embedded as
 * `factur-x.xml`, so that the payer's accounting reads the same number, lines and totals.
 */
export async function facturX(data: InvoiceData, pdf: Uint8Array): Promise<Uint8Array> {
  const result = await (await prepareFacturX()).generate(eInvoiceData(data), {
    format: 'Factur-X-EN16931',
    lang: data.language === 'en' ? 'en-gb' : `${data.language}-${data.language}`,
    pdf: { buffer: pdf, filename: `${data.number}.pdf`, mimetype: 'application/pdf' },
  });
  if (typeof result === 'string') throw new Error('Factur-X answered XML without its PDF');
  return result;
}
