import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { buildTheme } from './theme';

describe('buildTheme', () => {
  it('keeps MUI’s motion by default', () => {
    const theme = buildTheme('de');
    expect(theme.transitions.duration.enteringScreen).toBeGreaterThan(0);
    expect(theme.transitions.create('opacity')).toContain('opacity');
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBeUndefined();
  });

  it('drops transitions and ripples for visitors who asked for reduced motion', () => {
    const theme = buildTheme('nl', true);
    expect(theme.transitions.create('opacity')).toBe('none');
    expect(Object.values(theme.transitions.duration).every((ms) => ms === 0)).toBe(true);
    expect(theme.transitions.getAutoHeightDuration(500)).toBe(0);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    // The rest of the theme stays: the language's texts and the focus colour.
    expect(theme.components?.MuiTablePagination?.defaultProps?.labelRowsPerPage).toBe(buildTheme('nl').components?.MuiTablePagination?.defaultProps?.labelRowsPerPage);
    expect(theme.components?.MuiTextField?.defaultProps?.color).toBe('info');
  });

  it('gives chips and buttons of every colour text of at least 4.5:1 (WCAG AA), also as text on a screen’s paper', () => {
    const { palette } = buildTheme('de');
    for (const colour of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      expect(getContrastRatio(palette[colour].main, palette[colour].contrastText), `${colour} chip`).toBeGreaterThanOrEqual(4.5);
      expect(getContrastRatio(palette[colour].main, palette.background.paper), `${colour} text on paper`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('lets titles hyphenate instead of breaking inside a word', () => {
    const overrides = buildTheme('de').components?.MuiCssBaseline?.styleOverrides as Record<string, Record<string, string>>;
    expect(overrides['h1, h2, h3, h4, h5, h6']).toEqual({ hyphens: 'auto', overflowWrap: 'break-word' });
  });
});
