import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { FormCountryField } from './form-country-field';

function Form() {
  const { control } = useForm({ defaultValues: { nation: 'GER' } });
  return <FormCountryField control={control} name="nation" label="Country" />;
}

afterEach(cleanup);
afterAll(() => i18n.changeLanguage('de'));

describe('FormCountryField', () => {
  it('names the countries in the reader’s language, with their IOC code', async () => {
    for (const [language, germany, switzerland] of [
      ['de', 'Deutschland (GER)', 'Schweiz (SUI)'],
      ['en', 'Germany (GER)', 'Switzerland (SUI)'],
      ['nl', 'Duitsland (GER)', 'Zwitserland (SUI)'],
    ]) {
      await i18n.changeLanguage(language);
      const user = userEvent.setup();
      render(<Form />);
      const input = screen.getByRole('combobox', { name: 'Country' });
      expect((input as HTMLInputElement).value).toBe(germany);
      await user.clear(input);
      await user.type(input, 'SUI');
      expect(await screen.findByRole('option', { name: switzerland })).toBeTruthy();
      cleanup();
    }
  });

  it('offers Germany before the former German states for a typed name, each code once', async () => {
    await i18n.changeLanguage('de');
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await user.clear(input);
    await user.type(input, 'Deutsch');
    await screen.findByRole('option', { name: 'Deutschland (GER)' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Deutschland (GER)', 'Bundesrepublik Deutschland (bis 1990) (FRG)', 'DDR (GDR)']);
    await user.clear(input);
    await user.type(input, 'Neutrale');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Neutrale Athleten (AIN)']);
  });
});

