import Dialog from '@mui/material/Dialog';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormBox } from './form-box';
import { FormSelect } from './form-select';
import { FormTextField } from './form-text-field';

afterEach(cleanup);

interface Values {
  name: string;
  kind: string;
  note: string;
}

function Fields({ disabled, readOnly, onSend }: { disabled?: boolean; readOnly?: boolean; onSend: () => void }) {
  const { control } = useForm<Values>({ defaultValues: { name: '', kind: 'a', note: '' } });
  return (
    <FormBox id="outer" disabled={disabled} readOnly={readOnly} margin="normal" onSubmit={onSend}>
      <FormTextField control={control} name="name" label="Name" />
      <FormSelect control={control} name="kind" label="Art" options={[{ value: 'a', text: 'A' }]} />
      <FormTextField control={control} name="note" label="Notiz" margin="none" />
      <button type="submit">Senden</button>
    </FormBox>
  );
}

describe('FormBox', () => {
  it('sends with Enter or its button, and not while read only', async () => {
    const user = userEvent.setup({ delay: null });
    const send = vi.fn();
    const { rerender } = render(<Fields onSend={send} />);
    await user.type(screen.getByLabelText('Name'), 'x{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(send).toHaveBeenCalledTimes(2);
    rerender(<Fields readOnly onSend={send} />);
    await user.type(screen.getByLabelText('Name'), 'y{Enter}');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('disables every field inside, and gives them its margin unless a field names its own', () => {
    render(<Fields disabled onSend={vi.fn()} />);
    const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(input('Name').disabled).toBe(true);
    expect(input('Notiz').disabled).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Art' }).getAttribute('aria-disabled')).toBe('true');
    const root = (label: string) => screen.getByLabelText(label).closest('.MuiFormControl-root');
    expect(root('Name')?.classList).toContain('MuiFormControl-marginNormal');
    expect(root('Notiz')?.classList).not.toContain('MuiFormControl-marginNormal');
  });

  it("sends only a dialog's own form, though the dialog sits inside the page's form in React's tree", async () => {
    const user = userEvent.setup({ delay: null });
    const page = vi.fn();
    const dialog = vi.fn();
    function Page() {
      const { control } = useForm<{ first: string }>({ defaultValues: { first: '' } });
      return (
        <FormBox id="page" onSubmit={page}>
          <Dialog open>
            <FormBox id="dialog" onSubmit={dialog}>
              <FormTextField control={control} name="first" label="Vorname" />
            </FormBox>
          </Dialog>
        </FormBox>
      );
    }
    render(<Page />);
    await user.type(screen.getByLabelText('Vorname'), 'Ada{Enter}');
    expect(dialog).toHaveBeenCalledTimes(1);
    expect(page).not.toHaveBeenCalled();
  });
});
