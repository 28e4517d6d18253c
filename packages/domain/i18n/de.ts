import { gather, textsIn } from './gather';

/** The German texts by area (an i18next namespace each, `src/<area>/i18n/de.json`). */
export const namespaces = textsIn('de');

/** The German catalogue: every area's texts in one tree (the server's mails and messages). */
export default gather(namespaces);
