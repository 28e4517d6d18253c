import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { SearchAutocomplete } from './search-autocomplete';

interface Club {
  id: number;
  name: string;
}

const clubs: Club[] = [
  { id: 1, name: 'Eintracht Frankfurt e.V.' },
  { id: 2, name: 'Eintracht Braunschweig' },
];
let searched: string[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  searched = [];
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchAutocomplete<Club>
        label="Organisation"
        value={null}
        onChange={() => undefined}
        queryFor={(search) => ({
          queryKey: ['clubs', search],
          queryFn: () => {
            searched.push(search);
            return Promise.resolve(clubs.filter((club) => club.name.startsWith(search)));
          },
        })}
        optionKey={(club) => club.id}
        optionLabel={(club) => club.name}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'Organisation' });
}

/** Types `text` as the visitor would, a key stroke every 50 ms. */
async function type(input: HTMLElement, text: string) {
  for (let end = 1; end <= text.length; end++) {
    fireEvent.change(input, { target: { value: text.slice(0, end) } });
    await act(() => vi.advanceTimersByTimeAsync(50));
  }
}

describe('SearchAutocomplete', () => {
  it('looks nothing up for fewer than 3 characters, however long the visitor waits, and says why', async () => {
    const input = show();
    await type(input, 'Ei');
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(searched).toEqual([]);
    expect(screen.getByText('Bitte geben Sie mindestens 3 Zeichen ein')).toBeTruthy();
  });

  it('looks up once the typing pauses, with what was typed by then', async () => {
    const input = show();
    await type(input, 'Eintracht F');
    expect(searched).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(searched).toEqual(['Eintracht F']);
    // The answer renders on the next turn.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('option', { name: 'Eintracht Frankfurt e.V.' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Eintracht Braunschweig' })).toBeNull();
  });
});
