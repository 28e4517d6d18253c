import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, germanFeeSchedule, type CompetitionApproval } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { link, renderRoute, sampleApplication, testSession } from '../components/approval-test-support';
import { DecisionPage } from './decision-page';

let application: CompetitionApproval;
let decisions: Received<typeof competitionApprovalApi.approve_competition>[];
const decideRegion = link('approve_competition', { organizationId: 3 });
const decideFederation = link('approve_competition', { organizationId: 1 });
const approvals = [
  { organization: 'Hessischer LV', organizationId: 3, approvalState: 0, reason: null, changedAt: null, changedByUsername: null },
  { organization: 'DLV', organizationId: 1, approvalState: 0, reason: null, changedAt: null, changedByUsername: null },
];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication({ competitionState: 1, competitionCategory: 12, approvals, links: [decideRegion] });
  answer(competitionApprovalApi.get_by_id, () => application);
  answer(competitionApprovalApi.fee_schedule, () => germanFeeSchedule);
  decisions = answer(competitionApprovalApi.approve_competition, () => application);
});

const render = () => renderRoute('CompetitionApprovalEditState', '/CompetitionApprovalEditState/7', <DecisionPage />, testSession({}, ['Approver']));

describe('DecisionPage', { timeout: 30_000 }, () => {
  it('offers one decision per approve link, named after its organisation', async () => {
    application = sampleApplication({ competitionState: 1, approvals, links: [decideRegion, decideFederation] });
    render();
    expect(await screen.findByRole('form', { name: 'Entscheidung für Hessischer LV' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Entscheidung für DLV' })).toBeTruthy();
  });

  it('needs approve or decline, a reason to decline, and sends it with the version', async () => {
    const { router } = render();
    const form = await screen.findByRole('form', { name: 'Entscheidung für Hessischer LV' });
    fireEvent.click(within(form).getByRole('button', { name: 'Entscheidung speichern' }));
    expect(await within(form).findByText('Dieses Feld ist erforderlich')).toBeTruthy();
    expect(decisions).toHaveLength(0);

    fireEvent.click(within(form).getByRole('radio', { name: 'Ablehnen' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Entscheidung speichern' }));
    const reason = within(form).getByLabelText('Begründung (nötig bei Ablehnung)');
    await waitFor(() => expect(reason.getAttribute('aria-invalid')).toBe('true'));
    expect(decisions).toHaveLength(0);

    fireEvent.change(reason, { target: { value: 'Termin belegt' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Entscheidung speichern' }));
    await waitFor(() => expect(decisions).toEqual([{ params: { id: '7', organizationId: '3' }, query: {}, body: { approvalState: 2, reason: 'Termin belegt', version: 3 } }]));
    // The user's last open decision leads back to the list with a message.
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapproval'));
    expect(router.state.location.state).toEqual({ success: 'approvalDecision.declined' });
  });

  it('leads back to the list when the reloaded application no longer offers the decision', async () => {
    // As the server answers: once decided, the application has no approve link for this organisation.
    decisions = answer(competitionApprovalApi.approve_competition, () => (application = { ...application, links: [] }));
    const { router } = render();
    const form = await screen.findByRole('form', { name: 'Entscheidung für Hessischer LV' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Genehmigen' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Entscheidung speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapproval'));
    expect(router.state.location.state).toEqual({ success: 'approvalDecision.approved' });
    expect(decisions).toHaveLength(1);
  });

  it('approves without a reason', async () => {
    render();
    const form = await screen.findByRole('form', { name: 'Entscheidung für Hessischer LV' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Genehmigen' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Entscheidung speichern' }));
    await waitFor(() => expect(decisions).toEqual([{ params: { id: '7', organizationId: '3' }, query: {}, body: { approvalState: 1, reason: null, version: 3 } }]));
  });

  it('stays for the next decision when the user decides for several organisations', async () => {
    application = sampleApplication({ competitionState: 1, approvals, links: [decideRegion, decideFederation] });
    const { router } = render();
    const form = await screen.findByRole('form', { name: 'Entscheidung für DLV' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Genehmigen' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Entscheidung speichern' }));
    expect(await screen.findByText('Der Antrag wurde genehmigt.')).toBeTruthy();
    expect(decisions).toEqual([{ params: { id: '7', organizationId: '1' }, query: {}, body: { approvalState: 1, reason: null, version: 3 } }]);
    expect(router.state.location.pathname).toBe('/CompetitionApprovalEditState/7');
  });

  it('shows the application, its approvals and date clashes', async () => {
    application = sampleApplication({
      competitionState: 1,
      approvals,
      links: [decideRegion],
      clashes: [{ id: 9, name: 'Citylauf Dieburg', startDate: '2030-05-01T10:00', town: 'Dieburg', organizer: 'TV Dieburg', state: 3, distanceKm: 14.4 }],
    });
    render();
    expect(await screen.findByText('Citylauf Dieburg am 01.05.2030 in Dieburg (TV Dieburg)', { exact: false })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Genehmigungen' });
    expect(within(list).getByText('Hessischer LV')).toBeTruthy();
    expect(within(list).getByText('DLV')).toBeTruthy();
  });

  it('shows the whole application read-only: base data, measured events, classes, matrix, attachments to download, fee and history', async () => {
    const download = link('download', { attachmentId: 4 });
    application = sampleApplication({
      competitionState: 1,
      approvals,
      links: [decideRegion],
      events: [
        { id: 1, definitionEventId: '10K', longname: '10 km Straßenlauf', order: 1, courseLength: 10_000_000, measurement: 'm', enduranceEventType: 0, measurementProtocol: '2025-03-02', protocolAvailable: true },
        { id: 2, definitionEventId: 'HM', longname: 'Halbmarathon', order: 2, courseLength: 21_097_500, measurement: 'm', enduranceEventType: 0, measurementProtocol: null, protocolAvailable: false },
        { id: 3, definitionEventId: null, longname: 'Bambinilauf', order: 3, courseLength: 400_000, measurement: 'm', enduranceEventType: 0, measurementProtocol: null, protocolAvailable: false },
      ],
      attachments: [{ id: 4, title: 'Ausschreibung', sort: 1, attachmentGroup: 0, attachmentType: 1, text: null, file: 'ausschreibung.pdf', size: 1200, links: [download] }],
      history: [{ at: '2030-01-02T10:00:00Z', byUserName: 'Anna Amsel', action: 'request', fromState: 0, toState: 1, organizationId: null, organization: null, reason: null }],
    });
    render();
    await screen.findByRole('heading', { name: 'Grunddaten' });
    expect(screen.getByText('Marktplatz, Markt 1, 64283 Darmstadt', { exact: false })).toBeTruthy();
    const events = screen.getByRole('list', { name: 'Wettbewerbe' });
    expect(within(events).getByText('10 km Straßenlauf · 10 km')).toBeTruthy();
    expect(within(events).getByText('Vermessungsprotokoll vom 02.03.2025, liegt vor')).toBeTruthy();
    expect(within(events).getByText('Ohne Vermessungsprotokoll')).toBeTruthy();
    expect(within(events).getByText('Eigener Wettbewerb des Veranstalters')).toBeTruthy();
    expect(screen.getByText('Männer, Frauen')).toBeTruthy();
    const matrix = screen.getByRole('table', { name: 'Wettbewerbe und Klassen' });
    expect((within(matrix).getByRole('checkbox', { name: 'Männer in 10 km Straßenlauf' }) as HTMLInputElement).checked).toBe(true);
    expect((within(matrix).getByRole('checkbox', { name: 'Frauen in Halbmarathon' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: /Ausschreibung/ })).toBeTruthy();
    expect(await screen.findByText(/je Teilnehmer der Altersgruppen/)).toBeTruthy();
    expect(screen.getByText('Anna Amsel')).toBeTruthy();
  });

  it('says there is nothing to decide without a link', async () => {
    application = sampleApplication({ competitionState: 1, approvals, links: [] });
    render();
    expect(await screen.findByText('Für diesen Antrag gibt es für Sie derzeit nichts zu entscheiden.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Entscheidung speichern' })).toBeNull();
  });
});
