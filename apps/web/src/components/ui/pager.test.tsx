import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '../theme';
import { Pager, pageSizeOptions } from './pager';
import { pageAfterResize } from '../../lib/paging';

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(cleanup);

const setup = (page = 1, pageSize = 10, totalCount = 45) => {
  const onPageChange = vi.fn();
  const onPageSizeChange = vi.fn();
  render(<Pager page={page} pageSize={pageSize} totalCount={totalCount} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />);
  return { onPageChange, onPageSizeChange };
};

describe('Pager', () => {
  it('offers page sizes from 10 up to 400', () => {
    expect([...pageSizeOptions]).toEqual([10, 25, 50, 100, 400]);
  });

  it('shows translated labels and the displayed range', () => {
    setup(2);
    expect(screen.getByText('Zeilen pro Seite')).toBeTruthy();
    expect(screen.getByText('11–20 von 45')).toBeTruthy();
  });

  it('reports 1-based pages', () => {
    const { onPageChange } = setup(2);
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    fireEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('disables going back on the first page', () => {
    setup(1);
    expect((screen.getByRole('button', { name: 'Erste Seite' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports a new page size', () => {
    const { onPageSizeChange } = setup(1);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '400' }));
    expect(onPageSizeChange).toHaveBeenCalledWith(400);
  });

  it('keeps the page inside the data when the stored page lies beyond it', () => {
    setup(9, 10, 12);
    expect(screen.getByText('11–12 von 12')).toBeTruthy();
  });
});

describe('Pager with numbered page buttons', () => {
  const numbered = (page: number, totalCount: number) => {
    const onPageChange = vi.fn();
    const onPageSizeChange = vi.fn();
    render(
      <ThemeProvider theme={buildTheme('de')}>
        <Pager page={page} pageSize={10} totalCount={totalCount} pageSizes={[10, 25, 50]} pageButtons={7} onPageChange={onPageChange} onPageSizeChange={onPageSizeChange} />
      </ThemeProvider>,
    );
    return { onPageChange, onPageSizeChange };
  };
  // First, previous, next and last are icon buttons without text; the numbers and ellipses remain.
  const slots = () => screen.getAllByRole('listitem').map((li) => li.textContent).filter(Boolean);

  it('shows at most 7 slots of page numbers and ellipses', () => {
    numbered(10, 200);
    expect(slots()).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(screen.getByRole('button', { name: 'Seite 10' }).getAttribute('aria-current')).toBe('page');
  });

  it('reports the page of a number button, 1-based, and keeps first/previous/next/last', () => {
    const { onPageChange } = numbered(1, 45);
    fireEvent.click(screen.getByRole('button', { name: 'Gehe zu Seite 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
    fireEvent.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
    expect((screen.getByRole('button', { name: 'Erste Seite' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers only the page sizes it is given', () => {
    numbered(1, 45);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
  });
});

describe('pageAfterResize', () => {
  it('keeps the page unless the new size leaves fewer pages', () => {
    expect(pageAfterResize(3, 95, 25)).toBe(3);
    expect(pageAfterResize(7, 95, 25)).toBe(4);
    expect(pageAfterResize(5, 0, 50)).toBe(1);
  });
});
