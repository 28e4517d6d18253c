import { loadExcelJS } from '../lib/lazy-modules';
import { formatDay, translate, type LanguageCode } from '@portal/domain';
import type { AttendeeRow } from './event-registrations.repo';

const columns = ['lastName', 'firstName', 'email', 'club', 'yearOfBirth', 'createdAt', 'status'] as const;
const widths = [24, 20, 34, 30, 14, 20, 14];

const pad = (n: number) => String(n).padStart(2, '0');

/** `DD.MM.YYYY HH:mm` in the server's time zone (it runs in the federation's). */
export function formatMoment(at: Date): string {
  return `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The attendee list of one event: one sheet whose first row names the columns (so that the file
 * sorts and filters as it is), one row per attendee; texts in the caller's language.
 */
export async function attendeesWorkbook(event: { name: string; eventDate: string }, attendees: readonly AttendeeRow[], language: LanguageCode): Promise<Buffer> {
  const t = (key: string, params: Record<string, string> = {}) => translate(language, `eventRegistration.export.${key}`, params);
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = t('creator');
  workbook.title = t('title', { event: event.name, date: formatDay(event.eventDate) });
  const sheet = workbook.addWorksheet(t('sheet'), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = widths.map((width) => ({ width }));
  const header = sheet.addRow(columns.map((c) => t(`columns.${c}`)));
  header.font = { bold: true };
  header.border = { bottom: { style: 'thin' } };
  for (const a of attendees) sheet.addRow([a.lastName, a.firstName, a.email, a.club ?? '', a.yearOfBirth, formatMoment(a.createdAt), t(a.confirmedAt ? 'confirmed' : 'unconfirmed')]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The download's file name: "Teilnehmer <event> <date>.xlsx" in the caller's language, without characters file systems refuse. */
export function attendeesFileName(event: { name: string; eventDate: string }, language: LanguageCode): string {
  const base = translate(language, 'eventRegistration.export.fileName', { event: event.name, date: event.eventDate });
  const safe = [...base]
    .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? ' ' : c))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${safe || 'attendees'}.xlsx`;
}

/** Content-Disposition of a download: an ASCII name for old clients and the exact name (RFC 5987). */
export function downloadDisposition(fileName: string): string {
  const ascii = fileName.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'attendees.xlsx';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
