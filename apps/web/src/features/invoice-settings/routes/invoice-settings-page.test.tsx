import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { germanFeeSchedule, invoiceSettingsApi, type InvoiceSettings } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { registerRoutes } from '../../../lib/routing';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { renderPages, signedInSession } from '../../../testing/render-pages';
import { invoiceSettingsFeature } from '../feature';
import { InvoiceSettingsPage } from './invoice-settings-page';

const stored: InvoiceSettings = {
  issuerName: 'Deutscher Leichtathletik-Verband',
  street: 'Alsfelder Straße 27',
  zip: '64289',
  town: 'Darmstadt',
  taxNumber: '007 250 12345',
  vatId: '',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  accountHolder: 'Deutscher Leichtathletik-Verband e. V.',
  paymentDays: 30,
  perFinisherCents: 50,
  handlingFeeCents: 1500,
  invoicePrefix: 'DLV',
  schedule: germanFeeSchedule,
};
let saved: Received<typeof invoiceSettingsApi.update_invoice_settings>[];

beforeAll(async () => {
  registerRoutes(invoiceSettingsFeature.routes);
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  answer(invoiceSettingsApi.invoice_settings, () => stored);
  saved = answer(invoiceSettingsApi.update_invoice_settings, ({ body }) => ({ ...stored, ...body }));
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => document.getElementById(`field-${name}-helper-text`)?.textContent;
const show = () => renderPages({ routes: ['invoicesettings'], path: '/invoicesettings', pages: { invoicesettings: <InvoiceSettingsPage /> }, session: signedInSession(['OrgAdmin']) });

describe('InvoiceSettingsPage', { timeout: 30_000 }, () => {
  it('shows the stored settings beside the fee schedule and saves the changed ones', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await waitFor(() => expect(field('iban').value).toBe('DE89370400440532013000'));
    expect(screen.getByText('Deutscher Leichtathletik-Verband')).toBeTruthy();
    expect(screen.getByText('Gebührenpflichtig: Aktive, U20/U18, Senioren')).toBeTruthy();
    expect(helperOf('invoicePrefix')).toBe(`Rechnungsnummern lauten DLV-${new Date().getFullYear()}-0001`);
    await user.clear(field('paymentDays'));
    await user.type(field('paymentDays'), '14');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Die Rechnungseinstellungen wurden gespeichert.');
    expect(saved[0].body).toEqual(expect.objectContaining({ paymentDays: 14, iban: 'DE89370400440532013000', taxNumber: '007 250 12345' }));
  });

  it('refuses a wrong IBAN and a missing tax number before sending, and shows the server’s field errors', async () => {
    const user = userEvent.setup({ delay: null });
    show();
    await waitFor(() => expect(field('iban').value).toBe('DE89370400440532013000'));
    await user.clear(field('iban'));
    await user.type(field('iban'), 'DE89 3704 0044 0532 0130 01');
    await user.clear(field('taxNumber'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(helperOf('taxNumber')).toBe(i18n.t('validation.errorTaxNumberOrVatId')));
    expect(helperOf('iban')).toBe(i18n.t('validation.errorInvalidIban'));
    expect(saved).toHaveLength(0);

    refuse(invoiceSettingsApi.update_invoice_settings, 422, { errors: { Bic: ['Der BIC ist ungültig'] } });
    await user.clear(field('iban'));
    await user.type(field('iban'), 'DE89370400440532013000');
    await user.type(field('taxNumber'), '007 250 12345');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(helperOf('bic')).toBe('Der BIC ist ungültig'));
  });
});
