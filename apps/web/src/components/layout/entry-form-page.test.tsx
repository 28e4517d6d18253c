import { cleanup, render, screen } from '@testing-library/react';
import type { Link } from '@portal/domain';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n';
import { MemoryRouter } from '../../lib/router';
import { EntryFormPage, type EntryFormPageProps, type EntryFormState } from './entry-form-page';

interface Entry {
  id: number;
  links: Link[];
}

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(cleanup);

const update: Link = { rel: 'update_event_reg', href: '/api/x/1', templated: false, method: 'PUT' };
const idle = { data: undefined, isPending: true, fetchStatus: 'idle' } as const;
const answered = <T,>(data: T) => ({ data, isPending: false, fetchStatus: 'idle' }) as const;

/** Renders the page and returns what its form was given. */
function show(props: Partial<EntryFormPageProps<Entry>>): EntryFormState<Entry> | undefined {
  let given: EntryFormState<Entry> | undefined;
  render(
    <MemoryRouter>
      <EntryFormPage<Entry>
        creating={false}
        entry={idle}
        catalogue={answered([])}
        texts={(key) => ({ titleNew: 'Neuer Wettkampf', titleEdit: 'Wettkampf', help: 'Hilfe', notFound: 'Nicht gefunden' })[key]}
        back="/competition"
        {...props}
      >
        {(state) => {
          given = state;
          return <p>Formular</p>;
        }}
      </EntryFormPage>
    </MemoryRouter>,
  );
  return given;
}

describe('EntryFormPage', () => {
  it('waits for the catalogue of a new entry, the stored entry, and the reference lists', () => {
    expect(show({ creating: true, catalogue: { data: undefined, isPending: true } })).toBeUndefined();
    cleanup();
    expect(show({ entry: { data: undefined, isPending: true, fetchStatus: 'fetching' } })).toBeUndefined();
    cleanup();
    expect(show({ creating: true, waiting: true })).toBeUndefined();
    expect(screen.queryByText('Formular')).toBeNull();
  });

  it('says an entry that is not there is not found, with Back', () => {
    expect(show({ entry: answered(null) })).toBeUndefined();
    expect(screen.getByText('Nicht gefunden')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeTruthy();
  });

  it('offers saving a new entry only where the catalogue names the create rel', () => {
    expect(show({ creating: true, catalogue: answered(['new']) })).toEqual({ entry: null, creating: true, updateLink: null, readOnly: false });
    cleanup();
    expect(show({ creating: true, catalogue: answered(['new_event_reg']) })?.readOnly).toBe(true);
    cleanup();
    expect(show({ creating: true, catalogue: answered(['new_event_reg']), rels: { create: 'new_event_reg', update: 'update_event_reg' } })?.readOnly).toBe(false);
  });

  it('offers saving a stored entry through its own update link only', () => {
    const entry = { id: 1, links: [update] };
    expect(show({ entry: answered(entry), rels: { create: 'new_event_reg', update: 'update_event_reg' } })).toEqual({ entry, creating: false, updateLink: update, readOnly: false });
    cleanup();
    expect(show({ entry: answered(entry), catalogue: answered(['new']) })).toMatchObject({ updateLink: null, readOnly: true });
    expect(screen.getByText('Formular')).toBeTruthy();
  });
});
