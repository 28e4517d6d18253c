import type { UseMutationResult } from '@tanstack/react-query';
import type { TextKey } from './i18n';
import { useLeaveAfterSave } from './use-leave-after-save';

export interface SendAndLeaveOptions<D> {
  /** The screen shown once the server took it (from its answer, e.g. the new entry's page), and what that screen says. */
  to: string | ((answer: D) => string);
  success?: TextKey;
  /** A refusal of the server: its field errors on the form's fields. */
  onRefused: (error: Error) => void;
  /** After the answer, whichever it was (a confirmation dialog closes). */
  onSettled?: () => void;
}

/**
 * Sending what a form made and then showing another screen (`useLeaveAfterSave`): `send` takes
 * the mutation's variables; `busy` holds from sending until the next screen shows, so that nothing
 * is sent twice; `leaving` turns the form's unsaved-changes question off.
 */
export function useSendAndLeave<V, D>(mutation: Pick<UseMutationResult<D, Error, V>, 'mutate' | 'isPending'>, { to, success, onRefused, onSettled }: SendAndLeaveOptions<D>) {
  const { leaving, leave } = useLeaveAfterSave();
  const send = (variables: V) => mutation.mutate(variables, { onSuccess: (answer) => leave(typeof to === 'string' ? to : to(answer), success), onError: onRefused, onSettled });
  return { send, leaving, busy: mutation.isPending || leaving };
}
