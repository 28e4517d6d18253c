import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { StatusChip, statusChipColor } from './status-chip';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(cleanup);

describe('StatusChip', () => {
  it('uses the colours of spec §4: requested blue, rejected red, approved green, deleted grey', () => {
    expect([0, 1, 2, 3].map(statusChipColor)).toEqual(['info', 'error', 'success', 'default']);
  });

  it.each([
    [0, 'Angefragt', 'MuiChip-colorInfo'],
    [1, 'Abgelehnt', 'MuiChip-colorError'],
    [2, 'Genehmigt', 'MuiChip-colorSuccess'],
    [3, 'Gelöscht', 'MuiChip-colorDefault'],
  ])('shows status %i as %s in its colour', (status, text, colourClass) => {
    render(<StatusChip status={status} />);
    const chip = screen.getByText(text).closest('.MuiChip-root')!;
    expect(chip.className).toContain(colourClass);
  });

  it('falls back to grey for an unknown status', () => {
    expect(statusChipColor(9)).toBe('default');
  });
});
