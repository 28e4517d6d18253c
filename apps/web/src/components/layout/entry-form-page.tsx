import type { UseQueryResult } from '@tanstack/react-query';
import type { Link } from '@portal/domain';
import type { ReactNode } from 'react';
import { linkOf } from '../../lib/links';
import { isLoading } from '../../lib/query-state';
import { PageFrame } from './page-frame';
import { LoadingPage, NotFoundPage } from './page-states';

/** What a form for a new or a changed entry needs to know besides its values. */
export interface EntryFormState<E> {
  /** The entry being changed; null while a new one is created. */
  entry: E | null;
  creating: boolean;
  /** The entry's update link, if the caller may change it. */
  updateLink: Link | null;
  /** Nothing can be saved: a new entry without the catalogue's create rel, or an entry without its update link. */
  readOnly: boolean;
}

/** What an entry form gets from its `EntryFormPage`: its starting values, and whether and how it saves. */
export type EntryFormProps<V> = Omit<EntryFormState<unknown>, 'entry'> & {
  /** The empty form for a new entry, the entry's values for a stored one. */
  defaultValues: V;
};

/** The texts every entry form's group holds: its titles for a new and a stored entry, its help, and what it says of an entry that is not there. */
export type EntryFormText = 'titleNew' | 'titleEdit' | 'help' | 'notFound';

export interface EntryFormPageProps<E extends { links?: Link[] }> {
  /** A new entry: the route names none. */
  creating: boolean;
  /** The entry's query (idle while creating). */
  entry: Pick<UseQueryResult<E | null | undefined>, 'data' | 'isPending' | 'fetchStatus'>;
  /** The area's catalogue: the rels the caller may use. */
  catalogue: Pick<UseQueryResult<readonly string[]>, 'data' | 'isPending'>;
  /** The rels that offer saving: the catalogue's for a new entry (default `new`), the entry's for a change (default `update`). */
  rels?: { create: string; update: string };
  /** Other answers the form waits for (reference lists). */
  waiting?: boolean;
  /** The form's texts, by their keys below its catalogue group (a `t` with that key prefix). */
  texts: (key: EntryFormText) => string;
  /** Where Back leads from an entry that does not exist (or is not the caller's to see). */
  back: string;
  children: (state: EntryFormState<E>) => ReactNode;
}

const defaultRels = { create: 'new', update: 'update' };

/**
 * The screen of one form for a new and a changed entry (`/new…` and `/update…/:id`): loading, an
 * entry that is not found, and saving offered exactly when the server offers it.
 */
export function EntryFormPage<E extends { links?: Link[] }>({ creating, entry, catalogue, rels = defaultRels, waiting = false, texts, back, children }: EntryFormPageProps<E>) {
  const title = texts(creating ? 'titleNew' : 'titleEdit');
  const help = texts('help');
  if ((creating ? catalogue.isPending : isLoading(entry)) || waiting) return <LoadingPage title={title} help={help} />;
  if (!creating && !entry.data) return <NotFoundPage title={title} help={help} back={back} message={texts('notFound')} />;
  const found = entry.data ?? null;
  const updateLink = found ? (linkOf(found, rels.update) ?? null) : null;
  const readOnly = found ? updateLink === null : !(catalogue.data ?? []).includes(rels.create);
  return (
    <PageFrame title={title} help={help}>
      {children({ entry: found, creating, updateLink, readOnly })}
    </PageFrame>
  );
}
