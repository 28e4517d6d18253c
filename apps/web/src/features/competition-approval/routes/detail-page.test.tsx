import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { competitionApprovalApi, type CompetitionApproval } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, unreachable } from '../../../testing/api-handlers';
import { link, renderRoute, sampleApplication } from '../components/approval-test-support';
import { DetailPage } from './detail-page';

let application: CompetitionApproval;

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication();
  answer(competitionApprovalApi.get_by_id, () => application);
  answer(competitionApprovalApi.copy_competition, () => ({ id: 99 }));
  // Downloads fail (jsdom cannot save a file); the test looks at what was asked for.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const detail = (path = '/competitionapprovalDetailView/7', route = 'compApprovalDetailView') => renderRoute(route, path, <DetailPage />);
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const toolbar = () => screen.getByRole('toolbar', { name: 'Aktionen' });

describe('DetailPage', { timeout: 30_000 }, () => {
  it('shows the application read-only: state, main data, events, approvals with who decided, history', async () => {
    application = sampleApplication({
      competitionState: 1,
      approvals: [
        { organization: 'Hessischer LV', organizationId: 3, approvalState: 1, reason: 'Passt', changedAt: '2029-03-01T10:00:00Z', changedByUsername: 'carla' },
        { organization: 'DLV', organizationId: 1, approvalState: 0, reason: null, changedAt: null, changedByUsername: null },
      ],
      history: [{ at: '2029-02-01T10:00:00Z', byUserName: 'anna', action: 'request', fromState: 0, toState: 1, organizationId: null, organization: null, reason: null }],
    });
    detail();
    expect(await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' })).toBeTruthy();
    expect(screen.getAllByText('Zur Genehmigung offen')[0].closest('[data-state]')!.getAttribute('data-colour')).toBe('#fbc02d');
    expect(screen.getByText('01.05.2030 09:30')).toBeTruthy();
    expect(screen.getByText('Marktplatz, Markt 1, 64283 Darmstadt')).toBeTruthy();
    expect(screen.getByText('Frau Anna Läufer')).toBeTruthy();
    expect(screen.getByText('Offen für alle')).toBeTruthy();
    expect(screen.getByText('Straßenlauf')).toBeTruthy();
    expect(screen.getByText('21,0975 km')).toBeTruthy();

    const approvals = screen.getByRole('list', { name: 'Genehmigungen' });
    expect(within(approvals).getByText(/von carla/)).toBeTruthy();
    expect(within(approvals).getByText(/Begründung: Passt/)).toBeTruthy();
    expect(within(approvals).getByText('Offen').closest('[data-state]')!.getAttribute('data-colour')).toBe('#9e9e9e');

    const history = screen.getByRole('table', { name: 'Verlauf' });
    expect(within(history).getByText('Genehmigung beantragt')).toBeTruthy();
    expect(within(history).getByText('Erstellt')).toBeTruthy();
    expect(within(history).getByText('Zur Genehmigung offen')).toBeTruthy();
  });

  it('warns of date clashes and names each one', async () => {
    application = sampleApplication({
      clashes: [{ id: 9, name: 'Citylauf Dieburg', startDate: '2030-05-01T10:00', town: 'Dieburg', organizer: 'TV Dieburg', state: 3, distanceKm: 14.4 }],
    });
    detail();
    const warning = await screen.findByText('Am selben Tag findet in der Nähe eine weitere Veranstaltung statt:');
    expect(within(warning.closest('[role="note"]') as HTMLElement).getByText('Citylauf Dieburg am 01.05.2030 in Dieburg (TV Dieburg) (14 km entfernt)')).toBeTruthy();
  });

  it('enables exactly the actions whose links the application carries', async () => {
    application = sampleApplication({ links: [link('update_comp'), link('request_comp_approval'), link('copy_competition')] });
    detail();
    await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' });
    const bar = toolbar();
    const state = (name: string) => (within(bar).getByRole('button', { name }) as HTMLButtonElement).disabled;
    expect([state('Bearbeiten'), state('Genehmigung beantragen'), state('Kopieren')]).toEqual([false, false, false]);
    expect([state('Genehmigen / Ablehnen'), state('Absagen'), state('Teilnehmerzahlen'), state('Rechnung erstellen'), state('Rechnung herunterladen')]).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('leads to the request page, and copies into a new application', async () => {
    application = sampleApplication({ links: [link('request_comp_approval'), link('copy_competition')] });
    const { router } = detail();
    await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' });
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Genehmigung beantragen' }));
    expect(router.state.location.pathname).toBe('/competitionapprovalEventRequest/7');
    await router.navigate('/competitionapprovalDetailView/7');
    fireEvent.click(within(await screen.findByRole('toolbar', { name: 'Aktionen' })).getByRole('button', { name: 'Kopieren' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editcompetitionapproval/99'));
  });

  it('shows finisher numbers and the invoice, and downloads attachments and the invoice through their links', async () => {
    const download = link('download', { attachmentId: 4 });
    const invoice = link('download_invoice');
    const downloads = answer(competitionApprovalApi.download, () => unreachable());
    const invoices = answer(competitionApprovalApi.download_invoice, () => unreachable());
    application = sampleApplication({
      competitionState: 3,
      finisher_Women_Active: 40,
      finisher_Men_Active: 60,
      totalSum_Runners: 100,
      finishersSentAt: '2030-05-03T10:00:00Z',
      invoiceNumber: '2030-0001',
      billing_Filename: 'R-2030-0001.pdf',
      links: [invoice],
      attachments: [{ id: 4, title: 'Ausschreibung', sort: 1, attachmentGroup: 0, attachmentType: 1, text: null, file: 'ausschreibung.pdf', size: 2048, links: [download] }],
    });
    detail();
    expect(await screen.findByText('2030-0001')).toBeTruthy();
    const byGroup = screen.getByRole('table', { name: 'Teilnehmer nach Geschlecht und Altersgruppe' });
    expect(within(byGroup).getByText('40')).toBeTruthy();
    fireEvent.click(button('Herunterladen: Ausschreibung'));
    await waitFor(() => expect(downloads.map((c) => c.params)).toEqual([{ id: '7', attachmentId: '4' }]));
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Rechnung herunterladen' }));
    await waitFor(() => expect(invoices.map((c) => c.params)).toEqual([{ id: '7' }]));
  });

  it('goes on to the base data, or on the finisher route to the results', async () => {
    const { router } = detail();
    await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' });
    fireEvent.click(button('Weiter'));
    expect(router.state.location.pathname).toBe('/showcompetitionapproval/7');

    const finisher = detail('/competitionFinisherDetailView/7', 'compFinisherDetailView');
    await within(finisher.container).findByRole('heading', { name: 'Stadtlauf Darmstadt' });
    fireEvent.click(within(finisher.container).getByRole('button', { name: 'Weiter' }));
    expect(finisher.router.state.location.pathname).toBe('/competitionFinisherAttachements/7');
  });

  it('says so when the application does not exist', async () => {
    refuse(competitionApprovalApi.get_by_id, 404);
    detail();
    expect(await screen.findByText('Dieser Antrag wurde nicht gefunden.')).toBeTruthy();
    expect(screen.queryByText(i18n.t('http.404'))).toBeNull();
  });
});
