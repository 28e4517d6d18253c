import de from './de.json';
import en from './en.json';
import nl from './nl.json';
import drawer from './drawer.json';
import mail from './mail.json';

/** The area's texts by language (an i18next namespace each, named after the area's folder), its drawer labels and its mails' texts. */
export const texts = { de, en, nl, drawer, mail };
