import { z } from 'zod';
import { oneLineText } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import { feeScheduleSchema } from './fees';

/** `DE89 3704 0044 0532 0130 00` → `DE89370400440532013000`. */
export const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/** Whether an IBAN has a country code, two check digits that pass ISO 7064 mod 97-10, and 15 to 34 characters. */
export function ibanValid(iban: string): boolean {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const digits = `${compact.slice(4)}${compact.slice(0, 4)}`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/** A BIC (ISO 9362): bank, country, location, and an optional branch: 8 or 11 characters. */
export const bicPattern = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

const text = (max: number) => oneLineText(z.string({ error: 'errorEmpty' }).trim().min(1, 'errorEmpty').max(max, 'errorTooLong'));
const optionalText = (max: number) => oneLineText(z.string({ error: 'errorInvalidValue' }).trim().max(max, 'errorTooLong')).default('');
const filled = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const cents = (max: number) => z.number({ error: 'errorInvalidValue' }).int('errorInvalidValue').min(0, 'errorInvalidValue').max(max, 'errorInvalidValue');

/**
 * What the federation's invoices need besides the fee lines (§14 UStG): the issuer's address, its
 * tax number or VAT id, where to pay and by when; with the fee per finisher and the invoice prefix.
 */
export const invoiceSettingsInputSchema = z
  .object({
    street: text(100),
    zip: text(10),
    town: text(100),
    taxNumber: optionalText(30),
    vatId: optionalText(20)
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .refine((v) => v === '' || /^[A-Z]{2}[A-Z0-9]{2,12}$/.test(v), 'errorInvalidValue'),
    iban: text(42).transform(compactIban).refine(ibanValid, 'errorInvalidIban'),
    bic: text(11)
      .transform((v) => v.toUpperCase())
      .refine((v) => bicPattern.test(v), 'errorInvalidBic'),
    accountHolder: text(100),
    paymentDays: z.number({ error: 'errorInvalidValue' }).int('errorInvalidValue').min(1, 'errorInvalidValue').max(120, 'errorInvalidValue'),
    perFinisherCents: cents(100_00),
    handlingFeeCents: cents(10_000_00),
    invoicePrefix: z
      .string({ error: 'errorEmpty' })
      .trim()
      .min(1, 'errorEmpty')
      .max(10, 'errorTooLong')
      .regex(/^[A-Za-z0-9]+$/, 'errorInvalidValue')
      .transform((v) => v.toUpperCase()),
  })
  // Checked even while other fields are wrong (not on a payload that is no object at all), so that the form names every missing piece at once.
  .refine((value) => filled(value.taxNumber) || filled(value.vatId), { path: ['taxNumber'], message: 'errorTaxNumberOrVatId', when: ({ value }) => typeof value === 'object' && value !== null });
export type InvoiceSettingsInput = z.input<typeof invoiceSettingsInputSchema>;

/** The settings as stored, with the federation's name (the issuer) and its whole fee schedule. */
export const invoiceSettingsSchema = z.object({
  issuerName: z.string(),
  street: z.string(),
  zip: z.string(),
  town: z.string(),
  taxNumber: z.string(),
  vatId: z.string(),
  iban: z.string(),
  bic: z.string(),
  accountHolder: z.string(),
  paymentDays: z.number().int(),
  perFinisherCents: z.number().int(),
  handlingFeeCents: z.number().int(),
  invoicePrefix: z.string(),
  schedule: feeScheduleSchema,
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** The area catalogue (rel of the root's link) that lists the endpoints of `invoiceSettingsApi`. */
export const invoiceSettingsCatalogue = 'invoice_settings_links';

/** The invoice settings of the caller's federation, in the area catalogue `invoice_settings_links` of its OrgAdmins. */
export const invoiceSettingsApi = defineEndpoints({
  invoice_settings: { response: invoiceSettingsSchema },
  update_invoice_settings: { body: invoiceSettingsInputSchema, response: invoiceSettingsSchema },
});
