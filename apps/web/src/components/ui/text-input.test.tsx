import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../theme';
import { TextInput } from './text-input';

describe('a text input', () => {
  it('is labelled, described by its helper text, and takes the theme’s text-field margin and focus colour', () => {
    render(
      <ThemeProvider theme={buildTheme('de')}>
        <TextInput id="field-name" label="Name" helperText="Wie im Pass" required value="" onChange={() => undefined} />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: /Name/ });
    expect(input.getAttribute('aria-describedby')).toBe('field-name-helper-text');
    expect(document.getElementById('field-name-helper-text')?.textContent).toBe('Wie im Pass');
    const control = input.closest('.MuiFormControl-root')!;
    expect(control.className).toContain('MuiFormControl-marginNormal');
    expect(input.closest('.MuiOutlinedInput-root')!.className).toContain('MuiInputBase-colorInfo');
  });
});
