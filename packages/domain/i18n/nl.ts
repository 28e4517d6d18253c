import { gather, textsIn } from './gather';

/** The Dutch texts by area (an i18next namespace each, `src/<area>/i18n/nl.json`). */
export const namespaces = textsIn('nl');

/** The Dutch catalogue: every area's texts in one tree (the server's mails and messages). */
export default gather(namespaces);
