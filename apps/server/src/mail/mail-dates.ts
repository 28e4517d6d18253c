import { formatDay, parseDay, type LanguageCode } from '@portal/domain';

/** How a letter in each language writes a day: `2 January 2027`, `2 januari 2027`, `02.01.2027`. */
const longDay: Partial<Record<LanguageCode, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  nl: new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/**
 * A day in the words of the mail's language. Takes `YYYY-MM-DD` (what mails carry) or
 * `DD.MM.YYYY` (what they carried before, so mails already queued read the same); any other text
 * is left as it is.
 */
export function mailDay(value: string, language: LanguageCode): string {
  const german = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  const day = parseDay(german ? `${german[3]}-${german[2]}-${german[1]}` : value);
  if (!day) return value;
  const format = longDay[language];
  return format ? format.format(new Date(`${day}T00:00:00Z`)) : formatDay(day);
}
