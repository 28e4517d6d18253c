import 'i18next';
import type { namespaces } from '@portal/domain/i18n/de';

type Namespaces = typeof namespaces;

// Typed keys: `t` takes only keys of the catalogues. A screen's texts are its area's namespace,
// loaded with the screen; a key is looked up in the screen's namespace, then in each loaded one
// (their groups are distinct), so a screen's texts name no namespace.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'platform';
    fallbackNS: (keyof Namespaces)[];
    resources: Namespaces;
  }
}
