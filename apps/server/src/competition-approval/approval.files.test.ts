import type { CompetitionApproval } from '@portal/domain';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { EINTRACHT, FRANKFURT, HESSEN, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { applicationPayload, base, createApplication, dayFromNow, finishers, hrefOf, rels } from './approval.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let ids: { owner: number; region: number; district: number };

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  ids = { owner: org(EINTRACHT).id, region: org(HESSEN).id, district: org(FRANKFURT).id };
});
afterAll(() => t.close());

/** An approved application whose start has passed, with finisher numbers sent. */
async function readyForInvoice(name: string): Promise<CompetitionApproval> {
  let app = await createApplication(t, s.club.token, applicationPayload(ids, { name, startDate: `${dayFromNow(-2)}T10:00`, endDate: dayFromNow(-2) }));
  app = (await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/request`, payload: { version: app.version } })).json();
  app = (await t.as(s.approver.token, { method: 'PUT', url: `${base}/${app.id}/approvals/${ids.region}`, payload: { approvalState: 1, version: app.version } })).json();
  const sent = await t.as(s.club.token, { method: 'PUT', url: `${base}/${app.id}/finishers`, payload: finishers(app.version) });
  expect(sent.statusCode, sent.body).toBe(200);
  return sent.json();
}

async function pdfText(data: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(data));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

/** A multipart body with text fields and an optional file. */
function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const pngBytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('invoice', () => {
  it('is created by the approver from the finisher numbers, with a gapless number, and downloads as a PDF with its lines and totals', async () => {
    const app = await readyForInvoice('Rechnungslauf');
    expect(rels(app)).not.toContain('create_receipt');
    const forApprover = (await t.as(s.approver.token, { method: 'GET', url: `${base}/${app.id}` })).json() as CompetitionApproval;
    const created = await t.as(s.approver.token, { method: 'POST', url: hrefOf(forApprover, 'create_receipt') });
    expect(created.statusCode, created.body).toBe(200);
    const year = new Date().getFullYear();
    expect(created.json()).toEqual({ receiptInformation: 1, filename: `Rechnung-DLV-${year}-0001.pdf` });
    const after = (await t.as(s.club.token, { method: 'GET', url: `${base}/${app.id}` })).json() as CompetitionApproval;
    expect(after).toMatchObject({ invoiceNumber: `DLV-${year}-0001`, billing_Filename: `Rechnung-DLV-${year}-0001.pdf` });
    expect(rels(after)).toContain('download_invoice');
    expect(rels(after)).not.toContain('send_finishers');
    const again = await t.as(s.approver.token, { method: 'POST', url: `${base}/${app.id}/receipt` });
    expect(again.json().errors.Model).toEqual(['Für diese Veranstaltung wurde bereits eine Rechnung erstellt']);

    const pdf = await t.as(s.club.token, { method: 'GET', url: hrefOf(after, 'download_invoice') });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment;/);
    // The download's name speaks the reader's language.
    const english = await t.as(s.club.token, { method: 'GET', url: `${hrefOf(after, 'download_invoice')}?culture=en` });
    expect(english.headers['content-disposition']).toContain(`filename="Invoice-DLV-${year}-0001.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(`DLV-${year}-0001`);
    expect(text).toContain('Rechnungslauf');
    expect(text).toContain('Eintracht Frankfurt e.V.');
    expect(text).toContain('Mörfelder Landstraße 362');
    // 40 + 5 + 20 women and 50 + 4 + 20 men are chargeable (139 × 0,50 €); U16 and U12 are free.
    expect(text).toContain('20,00 €');
    expect(text).toContain('69,50 €');
    expect(text).not.toContain('U16/U14');
  });

  it('numbers ten invoices created at once consecutively', async () => {
    const apps = [];
    for (let i = 0; i < 10; i++) apps.push(await readyForInvoice(`Paralleler Lauf ${i}`));
    const answers = await Promise.all(apps.map((a) => t.as(s.approver.token, { method: 'POST', url: `${base}/${a.id}/receipt` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const numbers = answers.map((a) => Number(/-(\d{4})\.pdf$/.exec(a.json().filename)![1])).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => numbers[0] + i));
  });

  it('is refused to the organiser and before finisher numbers', async () => {
    let app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Ohne Zahlen', startDate: `${dayFromNow(-2)}T10:00`, endDate: dayFromNow(-2) }));
    app = (await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/request`, payload: { version: app.version } })).json();
    app = (await t.as(s.approver.token, { method: 'PUT', url: `${base}/${app.id}/approvals/${ids.region}`, payload: { approvalState: 1, version: app.version } })).json();
    expect((await t.as(s.approver.token, { method: 'POST', url: `${base}/${app.id}/receipt` })).json().errors.Model).toEqual(['Es wurden noch keine Teilnehmerzahlen gemeldet']);
    expect((await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/receipt` })).statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('stores a file whose content matches its extension, downloads it as an attachment, and refuses a disguised one', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Mit Ausschreibung' }));
    const fields = { title: 'Ausschreibung', sort: '1', attachmentType: '1', attachmentGroup: '0' };
    const added = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(fields, { name: 'Ausschreibung Straße.pdf', data: pdfBytes }) });
    expect(added.statusCode, added.body).toBe(200);
    const withFile = added.json() as CompetitionApproval;
    expect(withFile.attachments).toEqual([expect.objectContaining({ title: 'Ausschreibung', file: 'Ausschreibung Straße.pdf', size: pdfBytes.length })]);
    const attachment = withFile.attachments[0];
    expect(attachment.links.map((l) => l.rel).sort()).toEqual(['delete_attachment', 'download', 'edit_attachment']);
    // A draft's files are the club's own until approval is requested.
    expect((await t.as(s.approver.token, { method: 'GET', url: hrefOf(attachment, 'download') })).statusCode).toBe(404);
    const download = await t.as(s.club.token, { method: 'GET', url: hrefOf(attachment, 'download') });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    expect(download.headers['content-type']).toContain('application/octet-stream');

    const disguised = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(fields, { name: 'bild.pdf', data: pngBytes }) });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().errors.File).toEqual(['Der Inhalt der Datei passt nicht zu ihrer Endung']);
    const html = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart(fields, { name: 'seite.exe', data: Buffer.from('MZ') }) });
    expect(html.statusCode).toBe(422);

    const link = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart({ title: 'Anmeldung', sort: '2', attachmentType: '2', attachmentGroup: '1', text: 'keine-url' }) });
    expect(link.json().errors.Text).toEqual(['Ungültige Internetadresse']);
    const missingTitle = await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart({ sort: '2', attachmentType: '0', attachmentGroup: '4', text: 'Hinweis' }) });
    expect(missingTitle.json().errors.Title).toEqual(['Dieses Feld ist erforderlich']);
    expect((await t.as(s.approver.token, { method: 'POST', url: `${base}/${app.id}/attachments`, ...multipart(fields, { name: 'a.pdf', data: pdfBytes }) })).statusCode).toBe(404);

    // The copy has its own file; deleting the original removes the original's file only.
    const copy = await t.as(s.club.token, { method: 'POST', url: `${base}/${app.id}/copy` });
    const copied = (await t.as(s.club.token, { method: 'GET', url: `${base}/${copy.json().id}` })).json() as CompetitionApproval;
    expect(copied.attachments[0].file).toBe('Ausschreibung Straße.pdf');
    expect((await t.as(s.club.token, { method: 'DELETE', url: `${base}/${app.id}` })).statusCode).toBe(200);
    // Requested, the copy's file is the approver's to read.
    expect((await t.as(s.club.token, { method: 'POST', url: `${base}/${copied.id}/request`, payload: { version: copied.version } })).statusCode).toBe(200);
    const copiedFile = await t.as(s.approver.token, { method: 'GET', url: hrefOf(copied.attachments[0], 'download') });
    expect(copiedFile.rawPayload.equals(pdfBytes)).toBe(true);
    expect(await t.app.deps.storage.get(`approvals/${app.id}/x`)).toBeNull();
  });

  it('edits and deletes an attachment', async () => {
    const app = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Anhänge bearbeiten' }));
    const added = (await t.as(s.club.token, { method: 'POST', url: hrefOf(app, 'new_attachment'), ...multipart({ title: 'Info', sort: '1', attachmentType: '0', attachmentGroup: '4', text: 'Startnummernausgabe ab 8 Uhr' }) })).json() as CompetitionApproval;
    const att = added.attachments[0];
    const edited = await t.as(s.club.token, { method: 'PUT', url: hrefOf(att, 'edit_attachment'), ...multipart({ title: 'Infos', sort: '3', attachmentType: '2', attachmentGroup: '1', text: 'https://anmeldung.test/lauf' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().attachments[0]).toMatchObject({ title: 'Infos', attachmentType: 2, text: 'https://anmeldung.test/lauf' });
    const removed = await t.as(s.club.token, { method: 'DELETE', url: hrefOf(att, 'delete_attachment') });
    expect(removed.json().attachments).toEqual([]);
  });
});

describe('date clashes and the public calendar', () => {
  it('warns of an approved event on the same day within 30 km, and lists approved runs publicly as JSON and iCalendar', async () => {
    const day = dayFromNow(50);
    let first = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Erster am Tag', startDate: `${day}T10:00`, endDate: day }));
    first = (await t.as(s.club.token, { method: 'POST', url: `${base}/${first.id}/request`, payload: { version: first.version } })).json();
    first = (await t.as(s.approver.token, { method: 'PUT', url: `${base}/${first.id}/approvals/${ids.region}`, payload: { approvalState: 1, version: first.version } })).json();
    const second = await createApplication(t, s.club.token, applicationPayload(ids, { name: 'Zweiter am Tag', startDate: `${day}T15:00`, endDate: day, eventLocation_Town: 'Bad Vilbel', eventLocation_Latitude: 50.178, eventLocation_Longitude: 8.736 }));
    expect(second.clashes).toEqual([expect.objectContaining({ id: first.id, name: 'Erster am Tag', distanceKm: expect.any(Number) })]);
    expect(second.clashes[0].distanceKm!).toBeLessThan(30);
    const far = await t.as(s.club.token, { method: 'GET', url: `${base}/clashes?startDate=${day}T10:00&regionId=${ids.region}&town=Kassel&latitude=51.31&longitude=9.48` });
    expect(far.json()).toEqual([]);
    const sameTown = await t.as(s.club.token, { method: 'GET', url: `${base}/clashes?startDate=${day}T10:00&regionId=${ids.region}&town=frankfurt%20am%20main` });
    expect(sameTown.json().map((c: { id: number }) => c.id)).toContain(first.id);

    const calendar = await t.as(null, { method: 'GET', url: `/api/public/calendar?regionId=${ids.region}&month=${day.slice(0, 7)}` });
    expect(calendar.statusCode).toBe(200);
    const items = calendar.json().items as { name: string; distances: { name: string }[]; organizer: string }[];
    expect(items.find((i) => i.name === 'Erster am Tag')).toMatchObject({ organizer: EINTRACHT, distances: [{ name: '10 km Straßenlauf' }, { name: 'Bambinilauf 400 m' }] });
    expect(items.some((i) => i.name === 'Zweiter am Tag')).toBe(false);
    const ics = await t.as(null, { method: 'GET', url: `/api/public/calendar.ics?regionId=${ids.region}` });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('SUMMARY:Erster am Tag');
    expect(ics.body).toContain('BEGIN:VCALENDAR');
  });
});
