import { describe, expect, it } from 'vitest';
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
});
