import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, type ApprovalAttachment, type CompetitionApproval } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { link, organiserSession, renderWizard, sampleApplication } from '../components/wizard-test-harness';
import { AttachmentsPage } from './attachments-page';

const pages = {
  compApprovalAttachments: <AttachmentsPage />,
  showcompApprovalAttachments: <AttachmentsPage />,
  compApprovalAttachmentsOnly: <AttachmentsPage />,
  compFinisherAttachments: <AttachmentsPage />,
};
const attachmentLinks = (id: number) => [link('edit_attachment', { attachmentId: id }), link('delete_attachment', { attachmentId: id }), link('download', { attachmentId: id })];
const attachments: ApprovalAttachment[] = [
  { id: 11, title: 'Ausschreibung', sort: 2, attachmentGroup: 0, attachmentType: 1, text: null, file: 'ausschreibung.pdf', size: 250_000, links: attachmentLinks(11) },
  { id: 12, title: 'Online-Anmeldung', sort: 1, attachmentGroup: 1, attachmentType: 2, text: 'https://anmeldung.example', file: null, size: null, links: [] },
  { id: 13, title: 'Ergebnisliste', sort: 0, attachmentGroup: 7, attachmentType: 2, text: 'https://ergebnisse.example', file: null, size: null, links: attachmentLinks(13) },
];
let application: CompetitionApproval;
let added: Received<typeof competitionApprovalApi.new_attachment>[];
let edited: Received<typeof competitionApprovalApi.edit_attachment>[];
let deleted: Received<typeof competitionApprovalApi.delete_attachment>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication({ attachments });
  answer(competitionApprovalApi.get_by_id, () => application);
  added = answer(competitionApprovalApi.new_attachment, () => application);
  edited = answer(competitionApprovalApi.edit_attachment, () => application);
  deleted = answer(competitionApprovalApi.delete_attachment, () => application);
});

const titles = () =>
  screen
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-row-id'))
    .map((r) => r.getAttribute('data-row-id'));
/** The page has loaded the application (the group "Ausschreibung" and the title share a name, the button does not). */
const loaded = () => screen.findByRole('button', { name: 'Herunterladen: Ausschreibung' });
const button = (name: string | RegExp) => screen.getByRole('button', { name }) as HTMLButtonElement;
const sentForm = (calls: { body: FormData | undefined }[] = added) => calls[0].body!;

async function choose(dialog: HTMLElement, label: RegExp, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

async function openAddDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Anhang hinzufügen' }));
  return screen.findByRole('dialog');
}

/** Opens the add dialog and saves the schedule as a link to `address`; the dialog stays for what follows. */
async function saveScheduleLink(user: ReturnType<typeof userEvent.setup>, address: string) {
  const dialog = await openAddDialog();
  await choose(dialog, /^Art/, 'Link');
  await choose(dialog, /^Gruppe/, 'Zeitplan');
  await user.type(within(dialog).getByLabelText(/^Titel/), 'Zeitplan 2030');
  await user.type(within(dialog).getByLabelText(/^Link/), address);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
  return dialog;
}

describe('AttachmentsPage', { timeout: 30_000 }, () => {
  it('lists the attachments by sort number and hides the finisher groups on the approval route', async () => {
    renderWizard('/competitionapprovalAttachements/7', pages);
    await loaded();
    expect(titles()).toEqual(['12', '11']);
    expect(screen.getByText('ausschreibung.pdf (244 kB)')).toBeTruthy();
    expect(screen.queryByText('Ergebnisliste')).toBeNull();
  });

  it('shows the finisher groups on the finisher route, where next leads to the finisher numbers', async () => {
    const { router } = renderWizard('/competitionFinisherAttachements/7', pages);
    await screen.findByText('Ergebnisliste');
    expect(titles()).toEqual(['13', '12', '11']);
    fireEvent.click(button('Weiter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionApprovalFinisher/7'));
  });

  it('enables edit, delete and download exactly by the attachment’s links', async () => {
    renderWizard('/competitionapprovalAttachements/7', pages);
    await loaded();
    expect(button('Bearbeiten: Ausschreibung').disabled).toBe(false);
    expect(button('Löschen: Ausschreibung').disabled).toBe(false);
    expect(button('Herunterladen: Ausschreibung').disabled).toBe(false);
    expect(button('Bearbeiten: Online-Anmeldung').disabled).toBe(true);
    expect(button('Löschen: Online-Anmeldung').disabled).toBe(true);
  });

  it('adds a link attachment after checking the address, as multipart', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard('/competitionapprovalAttachements/7', pages);
    const dialog = await saveScheduleLink(user, 'zeitplan.example');
    expect(await within(dialog).findByText('Ungültige Internetadresse')).toBeTruthy();
    expect(added).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText(/^Link/));
    await user.type(within(dialog).getByLabelText(/^Link/), 'https://zeitplan.example');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0].params).toEqual({ id: '7' });
    const form = sentForm();
    expect(Object.fromEntries(form.entries())).toEqual({ title: 'Zeitplan 2030', sort: '3', text: 'https://zeitplan.example', attachmentType: '2', attachmentGroup: '2' });
    expect(await screen.findByText('Der Anhang wurde gespeichert.')).toBeTruthy();
  });

  it('checks a file before uploading it: type, size, and then sends it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard('/competitionapprovalAttachements/7', pages);
    const dialog = await openAddDialog();
    await choose(dialog, /^Art/, 'Datei');
    await choose(dialog, /^Gruppe/, 'Ausschreibung');
    await user.type(within(dialog).getByLabelText(/^Titel/), 'Flyer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte wählen Sie eine Datei aus')).toBeTruthy();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'flyer.gif', { type: 'image/gif' })] } });
    expect(await within(dialog).findByText('Dieser Dateityp ist nicht erlaubt')).toBeTruthy();
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'flyer.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText('Die Datei ist zu groß (höchstens 10 MB).')).toBeTruthy();
    const save = within(dialog).getByRole('button', { name: 'Speichern' }) as HTMLButtonElement;
    fireEvent.click(save);
    // The refused submission finishes (the button is enabled again) before another file is chosen.
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(added).toHaveLength(0);
    const file = new File(['%PDF-1.4'], 'flyer.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(added).toHaveLength(1));
    const form = sentForm();
    const sent = form.get('file') as File;
    expect([sent.name, sent.type, await sent.text()]).toEqual([file.name, file.type, '%PDF-1.4']);
    expect(form.get('attachmentType')).toBe('1');
    expect(form.get('title')).toBe('Flyer');
  });

  it('refuses a title or a file name that is not one line, and shows the server’s limit on the file', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard('/competitionapprovalAttachements/7', pages);
    const dialog = await openAddDialog();
    await choose(dialog, /^Art/, 'Datei');
    await choose(dialog, /^Gruppe/, 'Ausschreibung');
    fireEvent.change(within(dialog).getByLabelText(/^Titel/), { target: { value: 'Aus\u202Eschreibung' } });
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'Rechnung\u202Efdp.exe.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(within(dialog).getAllByText('Die Eingabe darf keine Zeilenumbrüche und keine Steuerzeichen der Schreibrichtung enthalten')).toHaveLength(2));
    expect(added).toHaveLength(0);

    const refused = refuse(competitionApprovalApi.new_attachment, 422, { errors: { File: ['Ein Antrag kann höchstens 20 Anhänge haben'] } }, { once: true });
    await user.clear(within(dialog).getByLabelText(/^Titel/));
    await user.type(within(dialog).getByLabelText(/^Titel/), 'Ausschreibung');
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'ausschreibung.pdf', { type: 'application/pdf' })] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Ein Antrag kann höchstens 20 Anhänge haben')).toBeTruthy();
    expect([refused.length, added.length]).toEqual([1, 0]);
  });

  it('puts the server’s title message on the title and, with no file field for a link, its file message in the page’s alert', async () => {
    const user = userEvent.setup({ delay: null });
    const tooMany = i18n.t('validation.errorTooManyAttachments', { max: 20 });
    const refused = refuse(competitionApprovalApi.new_attachment, 422, { errors: { Title: [i18n.t('validation.errorOneLineText')], File: [tooMany] } });
    renderWizard('/competitionapprovalAttachements/7', pages);
    const dialog = await saveScheduleLink(user, 'https://zeitplan.example');
    await waitFor(() => expect(document.getElementById('field-title-helper-text')?.textContent).toBe('Die Eingabe darf keine Zeilenumbrüche und keine Steuerzeichen der Schreibrichtung enthalten'));
    // The page behind the open dialog holds the alert, so it is hidden from the accessibility tree.
    expect(screen.getAllByRole('alert', { hidden: true }).map((a) => a.textContent)).toContain('Ein Antrag kann höchstens 20 Anhänge haben');
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect([refused.length, added.length]).toEqual([1, 0]);
  });

  it('edits an attachment through its edit link, keeping its stored file', async () => {
    renderWizard('/competitionapprovalAttachements/7', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Ausschreibung' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByLabelText(/^Titel/) as HTMLInputElement).value).toBe('Ausschreibung');
    expect(within(dialog).getByText('Aktuelle Datei: ausschreibung.pdf')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(edited).toHaveLength(1));
    expect(edited[0].params).toEqual({ id: '7', attachmentId: '11' });
    expect(sentForm(edited).get('file')).toBeNull();
  });

  it('deletes after confirmation through the delete link', async () => {
    renderWizard('/competitionapprovalAttachements/7', pages);
    fireEvent.click(await screen.findByRole('button', { name: 'Löschen: Ausschreibung' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Möchten Sie den Anhang „Ausschreibung“ wirklich löschen?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deleted).toEqual([{ params: { id: '7', attachmentId: '11' }, query: {}, body: undefined }]));
    expect(await screen.findByText('Der Anhang wurde gelöscht.')).toBeTruthy();
  });

  it('disables adding without a new_attachment link; the show route adds and edits nothing', async () => {
    application = sampleApplication({ attachments, links: [] });
    renderWizard('/competitionapprovalAttachements/7', pages);
    expect(((await screen.findByRole('button', { name: 'Anhang hinzufügen' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is read-only on the show route and leads on to the status page', async () => {
    const { router } = renderWizard('/showcompetitionapprovalAttachements/7', pages);
    await loaded();
    expect(screen.queryByRole('button', { name: 'Anhang hinzufügen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bearbeiten: Ausschreibung' })).toBeNull();
    fireEvent.click(button('Weiter'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapprovalDetailView/7'));
  });

  it('leads from the approval attachments to the request, and from the attachments alone back to the list', async () => {
    const first = renderWizard('/competitionapprovalAttachements/7', pages);
    await loaded();
    fireEvent.click(button('Weiter'));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/competitionapprovalEventRequest/7'));
    first.unmount();
    const only = renderWizard('/competitionapprovalAttachementsOnly/7', pages);
    await loaded();
    expect(screen.queryByRole('button', { name: 'Weiter' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Schritte des Antrags' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    fireEvent.click(button('Zur Übersicht'));
    await waitFor(() => expect(only.router.state.location.pathname).toBe('/competitionapproval'));
  });

  it('offers approvers the finisher groups on the finisher route only', async () => {
    const approver = organiserSession({ roles: ['Approver'], hasRole: (...codes: string[]) => codes.includes('Approver') } as never);
    const finisher = renderWizard('/competitionFinisherAttachements/7', pages, approver);
    let dialog = await openAddDialog();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Gruppe/ }));
    expect(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Ergebnisse' })).toBeTruthy();
    finisher.unmount();
    renderWizard('/competitionapprovalAttachements/7', pages, approver);
    dialog = await openAddDialog();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Gruppe/ }));
    expect(within(await screen.findByRole('listbox')).queryByRole('option', { name: 'Ergebnisse' })).toBeNull();
  });
});
