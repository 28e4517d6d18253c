import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, germanFeeSchedule, type CompetitionApproval } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { link, renderRoute, sampleApplication } from '../components/approval-test-support';
import { RequestPage } from './request-page';

let application: CompetitionApproval;
let requested: Received<typeof competitionApprovalApi.request_comp_approval>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication({ links: [link('request_comp_approval')] });
  answer(competitionApprovalApi.get_by_id, () => application);
  answer(competitionApprovalApi.fee_schedule, () => germanFeeSchedule);
  requested = answer(competitionApprovalApi.request_comp_approval, () => ({ ...application, competitionState: 1 }));
});

const render = () => renderRoute('compApprovalEventRequest', '/competitionapprovalEventRequest/7', <RequestPage />);
const requestButton = () => screen.getByRole('button', { name: 'Genehmigung beantragen' }) as HTMLButtonElement;

describe('RequestPage', { timeout: 30_000 }, () => {
  it('summarises the application: date, events with their lengths, number of classes', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' })).toBeTruthy();
    expect(screen.getByText('01.05.2030 09:30')).toBeTruthy();
    const events = screen.getByRole('list', { name: 'Wettbewerbe' });
    expect(within(events).getByText('Halbmarathon')).toBeTruthy();
    expect(within(events).getByText('21,0975 km')).toBeTruthy();
    expect(within(events).getByText('10 km')).toBeTruthy();
    expect(screen.getByText('2 Altersklassen starten.')).toBeTruthy();
  });

  it('names who decides: the state association alone for an open event', async () => {
    render();
    const deciders = await screen.findByRole('list', { name: 'Wer entscheidet' });
    expect(within(deciders).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['HessenLandesverband']);
  });

  it('adds the federation for a national event', async () => {
    application = sampleApplication({ competitionCategory: 12, links: [link('request_comp_approval')] });
    render();
    const deciders = await screen.findByRole('list', { name: 'Wer entscheidet' });
    expect(within(deciders).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['HessenLandesverband', 'DLVBundesverband']);
  });

  it('states the fee rule from the schedule and estimates the fee for the expected finishers', async () => {
    render();
    expect(
      await screen.findByText(
        '0,50 € je Teilnehmer der Altersgruppen Aktive, U20/U18, Senioren; gebührenfrei: U16/U14, U12; 15,00 € Bearbeitungsgebühr, wenn alle Teilnehmer gebührenfrei sind.',
      ),
    ).toBeTruthy();
    expect(screen.getByTestId('fee-total').textContent).toBe('0,00 €');
    fireEvent.change(screen.getByLabelText('Erwartete gebührenpflichtige Teilnehmer'), { target: { value: '240' } });
    expect(screen.getByTestId('fee-total').textContent).toBe('120,00 €');
    fireEvent.change(screen.getByLabelText('Erwartete gebührenpflichtige Teilnehmer'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Erwartete gebührenfreie Teilnehmer'), { target: { value: '35' } });
    expect(screen.getByTestId('fee-total').textContent).toBe('15,00 €');
    expect(screen.getByText('Bearbeitungsgebühr')).toBeTruthy();
  });

  it('reads 1.250 as one thousand two hundred and fifty, refuses a negative number, and names each line by what it counts', async () => {
    render();
    const chargeable = await screen.findByLabelText('Erwartete gebührenpflichtige Teilnehmer');
    fireEvent.change(chargeable, { target: { value: '1.250' } });
    expect(screen.getByTestId('fee-total').textContent).toBe('625,00 €');
    const lines = screen.getByRole('table', { name: 'Geschätzte Gebühr' });
    expect(within(lines).getByText('Erwartete gebührenpflichtige Teilnehmer')).toBeTruthy();
    expect(within(lines).getByText('1250')).toBeTruthy();
    expect(within(lines).queryByText(/Frauen/)).toBeNull();
    fireEvent.change(chargeable, { target: { value: '-40' } });
    expect(await screen.findByText('Der Wert darf nicht kleiner als 0 sein')).toBeTruthy();
    expect(chargeable.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('fee-total').textContent).toBe('0,00 €');
  });

  it('names a federation event without measurement certificate and keeps the request disabled', async () => {
    const [measured, unmeasured] = sampleApplication().events;
    application = sampleApplication({ links: [link('request_comp_approval')], events: [measured, { ...unmeasured, measurementProtocol: null, protocolAvailable: false }] });
    render();
    expect(await screen.findByText(/Für „Halbmarathon“ fehlt das Datum des Vermessungsprotokolls/)).toBeTruthy();
    expect(requestButton().disabled).toBe(true);
  });

  it('requests approval with the version shown and opens the status page with a message', async () => {
    const { router } = render();
    await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' });
    fireEvent.click(requestButton());
    await waitFor(() => expect(requested).toEqual([{ params: { id: '7' }, query: {}, body: { version: 3 } }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapprovalDetailView/7'));
    expect(router.state.location.state).toEqual({ success: 'approvalRequest.requested' });
  });

  it('keeps the request disabled without the link and says why', async () => {
    application = sampleApplication({ competitionState: 1, links: [] });
    render();
    expect(await screen.findByText('Die Genehmigung ist bereits beantragt.')).toBeTruthy();
    expect(requestButton().disabled).toBe(true);
  });

  it('warns of date clashes', async () => {
    application = sampleApplication({
      links: [link('request_comp_approval')],
      clashes: [{ id: 9, name: 'Citylauf Dieburg', startDate: '2030-05-01T10:00', town: 'Dieburg', organizer: 'TV Dieburg', state: 3, distanceKm: null }],
    });
    render();
    expect(await screen.findByText('Citylauf Dieburg am 01.05.2030 in Dieburg (TV Dieburg)')).toBeTruthy();
  });

  it('goes back to the attachments', async () => {
    const { router } = render();
    await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' });
    fireEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(router.state.location.pathname).toBe('/competitionapprovalAttachements/7');
  });
});
