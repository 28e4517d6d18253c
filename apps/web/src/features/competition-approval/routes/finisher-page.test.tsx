import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, germanFeeSchedule, type CompetitionApproval, type RoadRaceResultsAnswer } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { link, renderRoute, sampleApplication } from '../components/approval-test-support';
import { FinisherPage } from './finisher-page';

let application: CompetitionApproval;
let sent: Received<typeof competitionApprovalApi.send_finishers>[];
const sendLink = link('send_finishers');
const uploadLink = link('upload_results');

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication({ competitionState: 3, startPassed: true, links: [sendLink] });
  answer(competitionApprovalApi.get_by_id, () => application);
  answer(competitionApprovalApi.fee_schedule, () => germanFeeSchedule);
  sent = answer(competitionApprovalApi.send_finishers, () => application);
});

const render = () => renderRoute('compApprovalFinisher', '/competitionApprovalFinisher/7', <FinisherPage />);
// The totals are asked as a question: its text names their group.
const byKind = 'Wie viele der Teilnehmer waren Läufer, Geher und Walker oder Sonstige?';
const count = (group: string, label: string) => within(screen.getByRole('group', { name: group })).getByLabelText(label) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Teilnehmerzahlen melden' }) as HTMLButtonElement;
const type = (input: HTMLInputElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('FinisherPage', { timeout: 30_000 }, () => {
  it('clears a 0 on focus and puts 0 back into an empty field on blur', async () => {
    render();
    const active = await waitFor(() => count('Frauen', 'Aktive'));
    expect(active.value).toBe('0');
    fireEvent.focus(active);
    expect(active.value).toBe('');
    fireEvent.blur(active);
    expect(active.value).toBe('0');
  });

  it('checks the sums live and shows the fee for the counts', async () => {
    render();
    await waitFor(() => count('Frauen', 'Aktive'));
    type(count('Frauen', 'Aktive'), '40');
    type(count('Männer', 'U16/U14'), '10');
    expect(await screen.findByText('Die Summe der Teilnehmer nach Art muss der Summe nach Geschlecht und Altersklasse entsprechen')).toBeTruthy();
    expect(screen.getByText('Summe nach Geschlecht und Altersgruppe: 50 · Summe nach Art: 0')).toBeTruthy();
    // 40 chargeable finishers at 0,50 €; U16/U14 are free.
    expect(screen.getByTestId('fee-total').textContent).toBe('20,00 €');
    type(count(byKind, 'Läufer'), '50');
    await waitFor(() => expect(screen.queryByText('Die Summe der Teilnehmer nach Art muss der Summe nach Geschlecht und Altersklasse entsprechen')).toBeNull());
  });

  it('sends the counts with the version and opens the finisher detail view', async () => {
    const { router } = render();
    await waitFor(() => count('Frauen', 'Aktive'));
    type(count('Frauen', 'Aktive'), '40');
    type(count('Männer', 'Senioren'), '2');
    type(count(byKind, 'Läufer'), '42');
    fireEvent.click(sendButton());
    // Reported once and billed from: the organiser confirms first; cancelling sends nothing.
    const dialog = await screen.findByRole('dialog', { name: 'Teilnehmerzahlen jetzt melden?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toHaveLength(0);
    fireEvent.click(sendButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Teilnehmerzahlen melden' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [{ params, body }] = sent;
    expect(params).toEqual({ id: '7' });
    expect(body).toMatchObject({ version: 3, finisher_Women_Active: 40, finisher_Men_Masters: 2, totalSum_Runners: 42, finisher_Men_Active: 0, otherContact: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionFinisherDetailView/7'));
    expect(router.state.location.state).toEqual({ success: 'approvalFinisher.sent' });
  });

  it('does not send when the sums differ', async () => {
    render();
    await waitFor(() => count('Frauen', 'Aktive'));
    type(count('Frauen', 'Aktive'), '5');
    fireEvent.click(sendButton());
    expect(await screen.findByText('Die Summe der Teilnehmer nach Art muss der Summe nach Geschlecht und Altersklasse entsprechen')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('asks for the other billing contact once it is ticked, and checks its e-mail', async () => {
    render();
    await waitFor(() => count('Frauen', 'Aktive'));
    expect(screen.queryByLabelText(/^Vorname/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Abweichender Rechnungsempfänger' }));
    fireEvent.change(await screen.findByLabelText(/^E-Mail/), { target: { value: 'kasse@' } });
    fireEvent.click(sendButton());
    expect((await screen.findAllByText('Dieses Feld ist erforderlich')).length).toBe(5);
    expect(screen.getByText('Ungültige E-Mail-Adresse')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('pre-fills reported numbers and billing contact', async () => {
    application = sampleApplication({
      competitionState: 3,
      startPassed: true,
      links: [sendLink],
      finishersSentAt: '2030-05-03T10:00:00Z',
      finisher_Women_Active: 12,
      totalSum_Runners: 12,
      otherContact: true,
      billing_Firstname: 'Karl',
      billing_Lastname: 'Kasse',
    });
    render();
    await waitFor(() => expect(count('Frauen', 'Aktive').value).toBe('12'));
    expect((screen.getByLabelText(/^Vorname/) as HTMLInputElement).value).toBe('Karl');
    // The link is offered after sending only to an approver of the state association.
    expect(screen.getByText('Die Teilnehmerzahlen wurden bereits gemeldet. Als Genehmiger des Landesverbands können Sie sie noch ändern.')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
  });

  it('refuses sending before the event has passed', async () => {
    application = sampleApplication({ competitionState: 3, startPassed: false, links: [] });
    render();
    expect(await screen.findByText('Die Veranstaltung hat noch nicht stattgefunden')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
    expect(count('Frauen', 'Aktive').disabled).toBe(true);
  });

  it('refuses sending again once the numbers are recorded', async () => {
    application = sampleApplication({ competitionState: 3, startPassed: true, finishersSentAt: '2030-05-03T10:00:00Z', links: [] });
    render();
    expect(await screen.findByText('Die Teilnehmerzahlen wurden bereits gemeldet')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  describe('the result list', () => {
    const results: RoadRaceResultsAnswer = {
      counts: {
        finisher_Women_Active: 31,
        finisher_Women_U2018: 4,
        finisher_Women_U1614: 2,
        finisher_Women_U12: 0,
        finisher_Women_Masters: 18,
        finisher_Men_Active: 40,
        finisher_Men_U2018: 3,
        finisher_Men_U1614: 1,
        finisher_Men_U12: 1,
        finisher_Men_Masters: 25,
        totalSum_Runners: 125,
        totalSum_Others: 0,
        totalSum_Walker: 0,
      },
      finishers: 125,
      rows: { ok: 125, warnings: 0, errors: 2 },
      importId: 41,
    };
    const fileInput = () => screen.getByLabelText('Ergebnisliste hochladen', { selector: 'input' }) as HTMLInputElement;

    it('fills the counts from the uploaded list; the organiser checks and sends them', async () => {
      application = sampleApplication({ competitionState: 3, startPassed: true, links: [sendLink, uploadLink] });
      const uploads = answer(competitionApprovalApi.upload_results, () => results);
      render();
      await waitFor(() => count('Frauen', 'Aktive'));
      const list = new File(['Startnr.;Name;Brutto'], 'ergebnisse.csv', { type: 'text/csv' });
      fireEvent.change(fileInput(), { target: { files: [list] } });
      await waitFor(() => expect(count('Frauen', 'Aktive').value).toBe('31'));
      const [{ params, body }] = uploads;
      expect(params).toEqual({ id: '7' });
      const file = body!.get('file') as File;
      expect([file.name, file.type, await file.text()]).toEqual([list.name, list.type, 'Startnr.;Name;Brutto']);
      expect(count('Männer', 'Senioren').value).toBe('25');
      expect(count(byKind, 'Läufer').value).toBe('125');
      expect(screen.getByText('Aus der Ergebnisliste übernommen: 125 Teilnehmer im Ziel. Bitte prüfen Sie die Zahlen und melden Sie sie.')).toBeTruthy();
      expect(screen.getByText(/^2 Zeilen der Liste konnten nicht gezählt werden/)).toBeTruthy();
      expect(screen.getByTestId('fee-total').textContent).toBe('60,50 €');
      // Nothing is sent before the organiser sends the form.
      expect(sent).toHaveLength(0);
      fireEvent.click(sendButton());
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Teilnehmerzahlen melden' }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0].body).toMatchObject({ ...results.counts, version: 3 });
    });

    it('shows why the server refused the file', async () => {
      application = sampleApplication({ competitionState: 3, startPassed: true, links: [sendLink, uploadLink] });
      refuse(competitionApprovalApi.upload_results, 422, { errors: { File: ['Keine Kopfzeile mit Name und Zeit erkannt'] } });
      render();
      await waitFor(() => count('Frauen', 'Aktive'));
      fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'liste.csv')] } });
      expect(await screen.findByText('Keine Kopfzeile mit Name und Zeit erkannt')).toBeTruthy();
      expect(count('Frauen', 'Aktive').value).toBe('0');
    });

    it('is offered only with the link', async () => {
      render();
      await waitFor(() => count('Frauen', 'Aktive'));
      expect(screen.queryByLabelText('Ergebnisliste hochladen', { selector: 'input' })).toBeNull();
    });
  });

  it('puts the server’s field errors on the fields', async () => {
    refuse(competitionApprovalApi.send_finishers, 422, { errors: { Finisher_Women_Active: ['Zu viele Teilnehmer'] } });
    render();
    await waitFor(() => count('Frauen', 'Aktive'));
    fireEvent.click(sendButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Teilnehmerzahlen melden' }));
    expect(await screen.findByText('Zu viele Teilnehmer')).toBeTruthy();
  });
});
