import type { UseMutationResult } from '@tanstack/react-query';
import type { Link } from '@portal/domain';
import type { TextKey } from './i18n';
import { useSendAndLeave } from './use-send-and-leave';

export interface EntrySaveOptions {
  /** The entry's update link (null for a new entry: the catalogue's create rel is used). */
  updateLink: Link | null;
  creating: boolean;
  /** Nothing can be saved (`EntryFormState.readOnly`). */
  readOnly: boolean;
  /** The screen shown once saved (the list), and what it says for a new and for a stored entry. */
  back: string;
  created: TextKey;
  saved: TextKey;
  /** A refusal of the server: its field errors on the form's fields. */
  onRefused: (error: Error) => void;
}

/**
 * Saving a form for a new or a stored entry that then shows its list (`save` is the area's
 * `useSaveEntry`): `send` takes the payload the form's resolver made, the list shows `created` or
 * `saved`, and `disabled` holds while nothing can be sent (read only, saving, or the list loading).
 */
export function useEntrySave<B, D>(save: Pick<UseMutationResult<D, Error, { link: Link | null; body: B }>, 'mutate' | 'isPending'>, options: EntrySaveOptions) {
  const { updateLink, creating, readOnly, back, created, saved, onRefused } = options;
  const { send, leaving, busy } = useSendAndLeave(save, { to: back, success: creating ? created : saved, onRefused });
  return { send: (body: B) => send({ link: updateLink, body }), leaving, disabled: readOnly || busy };
}
