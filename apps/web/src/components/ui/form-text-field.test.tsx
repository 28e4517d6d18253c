import { ThemeProvider } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import i18n from '../../lib/i18n';
import { buildTheme } from '../theme';
import { FormTextField } from './form-text-field';

const schema = z.object({ name: z.string().min(1, 'errorFirstNameRequired'), town: z.string().min(1, 'errorFirstNameRequired') });

function Form() {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: { name: '', town: '' } });
  return (
    <ThemeProvider theme={buildTheme('de')}>
      <form noValidate onSubmit={(e) => void handleSubmit(() => undefined)(e)}>
        <FormTextField control={control} name="name" label="Name" required />
        <FormTextField control={control} name="town" label="Ort" required />
        <button type="submit">Senden</button>
      </form>
    </ThemeProvider>
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(cleanup);

describe('FormTextField', () => {
  it('says "required" only for a field that was left empty, or after submitting', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const required = i18n.t('validation.errorFirstNameRequired');
    await user.type(screen.getByLabelText(/^Name/), 'x');
    await user.clear(screen.getByLabelText(/^Name/));
    expect(screen.queryByText(required)).toBeNull();
    fireEvent.blur(screen.getByLabelText(/^Name/));
    expect(await screen.findAllByText(required)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    await waitFor(() => expect(screen.getAllByText(required)).toHaveLength(2));
  });

  it('outlines a focused field in the focus colour, not in the error or federation red', async () => {
    const theme = buildTheme('de');
    render(<Form />);
    const input = screen.getByLabelText(/^Name/);
    input.focus();
    const root = input.closest('.MuiOutlinedInput-root')!;
    expect(root.className).toContain('MuiInputBase-colorInfo');
    expect(theme.palette.info.main).not.toBe(theme.palette.error.main);
    expect(theme.palette.info.main).not.toBe(theme.palette.primary.main);
  });
});
