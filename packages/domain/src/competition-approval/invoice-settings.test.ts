import { describe, expect, it } from 'vitest';
import { bicPattern, ibanValid, invoiceSettingsInputSchema } from './invoice-settings';

describe('invoice settings', () => {
  it('checks an IBAN with mod 97, in any spacing and letter case', () => {
    expect(ibanValid('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(ibanValid('nl91abna0417164300')).toBe(true);
    expect(ibanValid('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(ibanValid('DE89')).toBe(false);
    expect(ibanValid('')).toBe(false);
  });

  it('takes a BIC of 8 or 11 characters', () => {
    expect(bicPattern.test('COBADEFF')).toBe(true);
    expect(bicPattern.test('COBADEFFXXX')).toBe(true);
    expect(bicPattern.test('COBADEFFX')).toBe(false);
    expect(bicPattern.test('C0BADEFF')).toBe(false);
  });

  it('needs a tax number or a VAT id, and names the field', () => {
    const base = { street: 'a', zip: '1', town: 'b', iban: 'DE89370400440532013000', bic: 'COBADEFF', accountHolder: 'c', paymentDays: 14, perFinisherCents: 50, handlingFeeCents: 0, invoicePrefix: 'x' };
    const missing = invoiceSettingsInputSchema.safeParse(base);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['taxNumber', 'errorTaxNumberOrVatId']]);
    expect(invoiceSettingsInputSchema.parse({ ...base, taxNumber: '045 250 12345' })).toMatchObject({ vatId: '', invoicePrefix: 'X' });
    // Named together with other wrong fields, not only once they are right.
    const both = invoiceSettingsInputSchema.safeParse({ ...base, iban: 'DE00' });
    expect(both.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['iban', 'taxNumber']);
    expect(invoiceSettingsInputSchema.safeParse(undefined).success).toBe(false);
    expect(invoiceSettingsInputSchema.safeParse(null).success).toBe(false);
  });
});
