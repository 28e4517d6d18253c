import { useCallback, useEffect, useState } from 'react';
import { useNavigate, type NavigateOptions } from './router';
import type { TextKey } from './i18n';

/**
 * A form that shows another screen once it is saved: `leave(path, success)` goes there with the
 * success message for that screen (`useSuccessMessage`), and `leaving` stays true from then on, so
 * the form stays disabled while the next screen loads and nothing is sent twice. It navigates after
 * the render in which `leaving` is true, so an unsaved-changes prompt turned off by it does not ask.
 */
export function useLeaveAfterSave() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ path: string; options: NavigateOptions } | null>(null);
  useEffect(() => {
    if (target) void navigate(target.path, target.options);
  }, [target, navigate]);
  const leave = useCallback((path: string, success?: TextKey | null, options: NavigateOptions = {}) => {
    setTarget({ path, options: success ? { ...options, state: { ...(options.state as object | undefined), success } } : options });
  }, []);
  return { leaving: target !== null, leave };
}
