import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, type CompetitionApproval } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { renderWizard, sampleApplication } from '../components/wizard-test-harness';
import { MatrixPage } from './matrix-page';

const pages = { eventClassesMatrix: <MatrixPage />, showeventClassesMatrix: <MatrixPage /> };
let application: CompetitionApproval;
let update: Received<typeof competitionApprovalApi.update_comp>[];

const twoEvents = (over: Partial<CompetitionApproval> = {}) =>
  sampleApplication({
    events: [
      ...sampleApplication().events,
      { id: 4, definitionEventId: null, longname: 'Bambinilauf', order: 2, courseLength: 800_000, measurement: 'm', enduranceEventType: 0, measurementProtocol: null, protocolAvailable: false },
    ],
    ...over,
  });

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = twoEvents();
  answer(competitionApprovalApi.get_by_id, () => application);
  update = answer(competitionApprovalApi.update_comp, () => application);
});

const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const sentCells = () => {
  const cells = update[0].body?.eventClasses ?? [];
  return [...cells].sort((a, b) => a.eventId - b.eventId || a.classId - b.classId);
};

describe('MatrixPage', { timeout: 20_000 }, () => {
  it('shows events as rows and classes as columns with the stored pairs ticked', async () => {
    renderWizard('/competitionapprovalEventClassesMatrix/7', pages);
    expect((await screen.findByRole('checkbox', { name: 'Männer in 10 km Straßenlauf' }) as HTMLInputElement).checked).toBe(true);
    expect(box('Frauen in 10 km Straßenlauf').checked).toBe(false);
    expect(box('Männer in Bambinilauf').checked).toBe(false);
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Wettbewerb / Klasse', 'Männer', 'Frauen']);
  });

  it('ticks a whole row and a whole column, and sends the whole application with the pairs', async () => {
    const { router } = renderWizard('/competitionapprovalEventClassesMatrix/7', pages);
    await screen.findByRole('checkbox', { name: 'Männer in 10 km Straßenlauf' });
    expect(box('Alle Klassen in 10 km Straßenlauf').getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(box('Alle Klassen in 10 km Straßenlauf'));
    expect(box('Frauen in 10 km Straßenlauf').checked).toBe(true);
    // A partly ticked column is ticked whole by its box, and cleared by the next click.
    fireEvent.click(box('Alle Wettbewerbe für Frauen'));
    expect(box('Frauen in Bambinilauf').checked).toBe(true);
    fireEvent.click(box('Alle Wettbewerbe für Frauen'));
    expect(box('Frauen in 10 km Straßenlauf').checked).toBe(false);
    fireEvent.click(box('Frauen in Bambinilauf'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern und weiter' }));
    await waitFor(() => expect(update).toHaveLength(1));
    expect(sentCells()).toEqual([
      { eventId: 1, classId: 1 },
      { eventId: 4, classId: 2 },
    ]);
    expect(update[0].body).toMatchObject({ version: 3, name: 'Stadtlauf Darmstadt', events: application.events });
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapprovalAttachements/7'));
  });

  it('asks before overwriting the matrix of an open application', async () => {
    application = twoEvents({ competitionState: 1 });
    renderWizard('/competitionapprovalEventClassesMatrix/7', pages);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Frauen in Bambinilauf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Überschreiben' }));
    await waitFor(() => expect(update).toHaveLength(1));
  });

  it('needs no confirmation when a box is ticked off and on again', async () => {
    application = twoEvents({ competitionState: 1 });
    renderWizard('/competitionapprovalEventClassesMatrix/7', pages);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Männer in 10 km Straßenlauf' }));
    fireEvent.click(box('Männer in 10 km Straßenlauf'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(update).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is read-only on the show route', async () => {
    renderWizard('/showcompetitionapprovalEventClassesMatrix/7', pages);
    expect((await screen.findByRole('checkbox', { name: 'Männer in 10 km Straßenlauf' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
  });

  it('sends to the classes step when there is nothing to match', async () => {
    application = sampleApplication({ events: [], eventClasses: [] });
    renderWizard('/competitionapprovalEventClassesMatrix/7', pages);
    expect((await screen.findByRole('link', { name: 'Zu den Klassen und Wettbewerben' })).getAttribute('href')).toBe('/competitionapprovalEventClasses/7');
  });
});
