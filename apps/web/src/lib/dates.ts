import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/nl';
import relativeTime from 'dayjs/plugin/relativeTime';
import { normalizeCulture, type LanguageCode } from '@portal/domain';
import i18n from './i18n';

// Dates in the interface language; a module of its own, loaded by the screens that show dates, so
// that the first screen does not wait for the date library.
dayjs.extend(relativeTime);

const dayjsLocale: Record<LanguageCode, string> = { de: 'de', en: 'en-gb', nl: 'nl' };
const follow = (code: string) => void dayjs.locale(dayjsLocale[normalizeCulture(code)]);
follow(i18n.language);
// The texts and the dates switch together, once the new language's texts have arrived.
i18n.on('languageChanged', follow);

/** Dates as DD.MM.YYYY (spec §9). */
export const formatDate = (value: string | Date | null | undefined) => (value ? dayjs(value).format('DD.MM.YYYY') : '');

export { dayjs };
