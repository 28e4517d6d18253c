import { courseLengthToMetres, formatDuration, metresToCourseLength, parseDuration } from '@portal/domain';

/**
 * Formats an `hh:mm` while it is typed with digits only (spec §5: start time and the duration of
 * a time run are "auto-formatted while typing"): `930` → `09:30`, `1305` → `13:05`. The colon is
 * put before the last two digits; a zero padded in front of a three-digit entry is dropped again
 * when a fourth digit follows. Deleting is left alone, so backspace is not fought.
 */
export function autoFormatHoursMinutes(next: string, previous: string, maxHourDigits = 2): string {
  const digitsOf = (text: string) => text.replace(/\D/g, '');
  let digits = digitsOf(next);
  if (digits.length <= digitsOf(previous).length) return next.replace(/[^\d:]/g, '');
  while (digits.length > 3 && digits.startsWith('0')) digits = digits.slice(1);
  digits = digits.slice(0, maxHourDigits + 2);
  if (digits.length <= 2) return next.replace(/[^\d:]/g, '');
  return `${digits.slice(0, -2).padStart(2, '0')}:${digits.slice(-2)}`;
}

/** Completes whole hours typed alone when the field is left: `9` → `09:00`; anything else stays as typed. */
export function completeHoursMinutes(text: string): string {
  const trimmed = text.trim();
  return /^\d{1,2}$/.test(trimmed) ? `${trimmed.padStart(2, '0')}:00` : trimmed;
}

/** A course length typed in kilometres (`10`, `21,0975`, `21.0975`) as stored (metres × 1000), or null. */
export function parseKilometres(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,4})?$/.test(normalised)) return null;
  const stored = metresToCourseLength(Number(normalised) * 1000);
  return stored > 0 ? stored : null;
}

/** A stored course length (metres × 1000) in kilometres as the form shows it, with the language's decimal sign. */
export function formatKilometres(stored: number, language: string): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 4, useGrouping: false }).format(courseLengthToMetres(stored) / 1000);
}

/** The text of a course length in its field: kilometres, or `hh:mm` for a time run (milliseconds). */
export function courseLengthText(stored: number, measurement: 'm' | 'h', language: string): string {
  return measurement === 'h' ? formatDuration(stored) : formatKilometres(stored, language);
}

/** The stored value of a course length field's text, or null when it cannot be read. */
export function parseCourseLength(text: string, measurement: 'm' | 'h'): number | null {
  return measurement === 'h' ? parseDuration(text) : parseKilometres(text);
}

/** The digit-group separator of a language (`.` in German and Dutch, `,` in English). */
function groupSeparator(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1000).find((p) => p.type === 'group')?.value ?? '';
}

/**
 * A count typed as people write it: `1250`, `1.250` in German (`1,250` in English), `1 250`. A
 * negative number or anything else than a whole number is an error (a catalogue key), never a guess.
 */
export function parseCount(text: string, language: string): { value: number } | { error: 'errorMinZero' | 'errorWholeCount' } {
  const trimmed = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (trimmed === '') return { value: 0 };
  if (/^[-−]/.test(trimmed)) return { error: 'errorMinZero' };
  const separator = groupSeparator(language);
  const grouped = separator && new RegExp(`^\\d{1,3}(${separator.replace(/[.]/g, '\\.')}\\d{3})+$`).test(trimmed);
  if (!/^\d+$/.test(trimmed) && !grouped) return { error: 'errorWholeCount' };
  const value = Number(grouped ? trimmed.split(separator).join('') : trimmed);
  return Number.isSafeInteger(value) ? { value } : { error: 'errorWholeCount' };
}
