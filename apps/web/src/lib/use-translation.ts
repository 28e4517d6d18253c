import { useMemo, useSyncExternalStore } from 'react';
import type { DefaultNamespace, FlatNamespace, KeyPrefix, TFunction } from 'i18next';
import i18n from './i18n';

type OrDefault<Ns> = Ns extends undefined ? DefaultNamespace : Ns;

const subscribe = (changed: () => void) => {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
};
const language = () => i18n.language;

/**
 * A screen's texts: `t` finds a key in `ns` (else the frame's namespace) and then in every loaded
 * one, in the language shown, under `keyPrefix` when given. The screen renders again when the
 * language changes.
 */
export function useTranslation<const Ns extends FlatNamespace | undefined = undefined, const KPrefix extends KeyPrefix<OrDefault<Ns>> = undefined>(
  ns?: Ns,
  options?: { keyPrefix?: KPrefix },
): { t: TFunction<OrDefault<Ns>, KPrefix>; i18n: typeof i18n } {
  const shown = useSyncExternalStore(subscribe, language, language);
  const keyPrefix = options?.keyPrefix;
  const t = useMemo(() => i18n.getFixedT<OrDefault<Ns>, KPrefix>(shown, ns as OrDefault<Ns> | undefined, keyPrefix), [shown, ns, keyPrefix]);
  return { t, i18n };
}
