import { useState } from 'react';
import type { Link } from '@portal/domain';

/** A deletion by link, as a TanStack mutation runs it. */
interface Removal {
  mutate(link: Link, options: { onSuccess: () => void; onSettled: () => void }): void;
  isPending: boolean;
}

/**
 * The question before a deletion: `ask(target)` opens it, `target` is what the dialog names, and
 * `dialog` holds the confirmation dialog's `open`, `busy`, `onCancel` and `onConfirm`. Confirming
 * follows the target's delete link, calls `onDeleted` when it went through, and closes the dialog
 * either way (an error shows in the page's alert).
 */
export function useConfirmedDelete<T>(remove: Removal, deleteLinkOf: (target: T) => Link | undefined, onDeleted: () => void) {
  const [target, setTarget] = useState<T | null>(null);
  const dialog = {
    open: target !== null,
    busy: remove.isPending,
    onCancel: () => setTarget(null),
    onConfirm: () => {
      const link = target === null ? undefined : deleteLinkOf(target);
      if (link) remove.mutate(link, { onSuccess: onDeleted, onSettled: () => setTarget(null) });
    },
  };
  return { target, ask: setTarget, dialog };
}
