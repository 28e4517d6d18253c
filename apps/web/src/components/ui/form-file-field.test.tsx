import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import i18n from '../../lib/i18n';
import { FormBox } from './form-box';
import { FormFileField } from './form-file-field';

const schema = z.object({ file: z.custom<File | null>((value) => value instanceof File && value.size <= 4, 'errorAttachmentsTooLarge') });

function Form({ disabled = false }: { disabled?: boolean }) {
  const { control, handleSubmit } = useForm<{ file: File | null }>({ resolver: zodResolver(schema), defaultValues: { file: null } });
  return (
    <FormBox disabled={disabled} onSubmit={handleSubmit(() => undefined)}>
      <FormFileField control={control} name="file" label="Datei wählen" accept=".csv" chosen={(file) => (file ? `gewählt: ${file.name}` : 'keine Datei')} hint="CSV bis 4 Bytes" errorParams={{ max: 4 }} />
      <button type="submit">Senden</button>
    </FormBox>
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(cleanup);

describe('FormFileField', () => {
  it('names the chosen file under its button, and says what is wrong with it in place of the hint', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const input = screen.getByLabelText('Datei wählen');
    expect(input.getAttribute('accept')).toBe('.csv');
    expect(screen.getByText('keine Datei')).toBeTruthy();
    expect(screen.getByText('CSV bis 4 Bytes')).toBeTruthy();

    await user.upload(input, new File(['a;b;c;d;e'], 'ergebnisse.csv', { type: 'text/csv' }));
    expect(await screen.findByText('gewählt: ergebnisse.csv')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText(i18n.t('validation.errorAttachmentsTooLarge', { max: 4 }))).toBeTruthy();
    expect(screen.queryByText('CSV bis 4 Bytes')).toBeNull();
  });

  it('takes the form’s disabled state', () => {
    render(<Form disabled />);
    expect(screen.getByText('Datei wählen').closest('label')!.className).toContain('Mui-disabled');
  });
});
