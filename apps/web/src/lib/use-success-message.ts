import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from './router';
import { useTranslation } from './use-translation';
import type { TextKey } from './i18n';

/** Router state that carries a success message to the next screen (a catalogue key). */
export interface SuccessState {
  success?: TextKey;
}

/**
 * The current success message of a screen: set by `show(key)` after an action on this screen, or
 * handed over by the previous screen as `navigate(path, { state: { success: key } })`. The handed
 * over state is removed from history at once, so a reload does not show it again.
 */
export function useSuccessMessage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const handedOver = (location.state as SuccessState | null)?.success;
  const [key, setKey] = useState<TextKey | null>(handedOver ?? null);
  // A message handed over while this screen stays mounted is picked up during render.
  const [seen, setSeen] = useState(handedOver);
  if (handedOver !== seen) {
    setSeen(handedOver);
    if (handedOver) setKey(handedOver);
  }

  useEffect(() => {
    if (handedOver) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [handedOver, location.pathname, location.search, navigate]);

  const close = useCallback(() => setKey(null), []);
  return { message: key ? t(key) : null, show: setKey, close };
}
