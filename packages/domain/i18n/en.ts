import { gather, textsIn } from './gather';

/** The English texts by area (an i18next namespace each, `src/<area>/i18n/en.json`). */
export const namespaces = textsIn('en');

/** The English catalogue: every area's texts in one tree (the server's mails and messages). */
export default gather(namespaces);
