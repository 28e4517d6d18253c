import de from './de.json';
import en from './en.json';
import nl from './nl.json';

/** The forms' messages by language (an i18next namespace of their own): the web app loads them with the code that shows them, not with the frame. */
export const texts = { de, en, nl };
