import { useCallback, useState } from 'react';
import { useNavigate, type NavigateOptions } from './router';
import type { TextKey } from './i18n';

/**
 * A form that shows another screen once it is saved: `leave(path, success)` goes there with the
 * success message for that screen (`useSuccessMessage`), and `leaving` stays true from then on, so
 * the form stays disabled while the next screen loads and nothing is sent twice.
 */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = useCallback(
    (path: string, success?: TextKey | null, options: NavigateOptions = {}) => {
      setLeaving(true);
      void navigate(path, success ? { ...options, state: { ...(options.state as object | undefined), success } } : options);
    },
    [navigate],
  );
  return { leaving, leave };
}
