import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, type CompetitionApproval } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { renderWizard, sampleApplication } from '../components/wizard-test-harness';
import { keepEmotionStyles } from '../../../testing/emotion-styles';
import { EventClassesPage } from './event-classes-page';

const pages = { eventClasses: <EventClassesPage />, showeventClasses: <EventClassesPage /> };
let application: CompetitionApproval;
let update: Received<typeof competitionApprovalApi.update_comp>[];

const classDefinitions = [
  { id: '1', code: 'M', name: 'Männer', order: 1 },
  { id: '2', code: 'W', name: 'Frauen', order: 2 },
  { id: '5', code: 'MU20', name: 'Männliche Jugend U20', order: 5 },
];
const eventDefinitions = [
  { id: '1', code: '10KM', name: '10 km Straßenlauf', courseLength: 10_000_000, measurement: 'm', enduranceEventType: 0, order: 1 },
  { id: '2', code: 'HM', name: 'Halbmarathon', courseLength: 21_097_500, measurement: 'm', enduranceEventType: 0, order: 2 },
];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication();
  answer(competitionApprovalApi.get_by_id, () => application);
  answer(competitionApprovalApi.get_all_classes, () => classDefinitions);
  answer(competitionApprovalApi.get_endurance_events, () => eventDefinitions);
  update = answer(competitionApprovalApi.update_comp, () => application);
});

const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const sentBody = () => update[0].body!;

async function pick(label: RegExp, text: string, option: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByRole('combobox', { name: label }), text);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('EventClassesPage', { timeout: 30_000 }, () => {
  it('adds a class and a custom event in kilometres; new local ids are one above the largest', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByText('10 km Straßenlauf');
    await pick(/^Altersklassen/, 'U20', 'Männliche Jugend U20');
    fireEvent.click(button('Eigenen Wettbewerb hinzufügen'));
    await user.type(field('events.1.longname'), 'Bambinilauf');
    await user.type(field('events.1.lengthText'), '0,8');
    fireEvent.click(button('Speichern und weiter'));
    await waitFor(() => expect(update).toHaveLength(1));
    expect(sentBody()).toMatchObject({
      version: 3,
      classes: [...application.classes, { id: 3, definitionClassId: 'MU20', longname: 'Männliche Jugend U20', order: 5 }],
      events: [
        application.events[0],
        { id: 2, definitionEventId: null, longname: 'Bambinilauf', courseLength: 800_000, measurement: 'm', enduranceEventType: 0, protocolAvailable: false },
      ],
      eventClasses: application.eventClasses,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapprovalEventClassesMatrix/7'));
  });

  it('takes a time run in hours and minutes, formatted while typing, stored in milliseconds', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByText('10 km Straßenlauf');
    fireEvent.click(button('Eigenen Wettbewerb hinzufügen'));
    await user.type(field('events.1.longname'), 'Stundenlauf');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Art/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Zeitlauf (Stunden)' }));
    await user.type(screen.getByLabelText(/^Dauer \(hh:mm\)/), '130');
    expect(field('events.1.lengthText').value).toBe('01:30');
    fireEvent.click(button('Speichern'));
    await waitFor(() => expect(update).toHaveLength(1));
    expect(sentBody().events?.[1]).toMatchObject({ longname: 'Stundenlauf', courseLength: 5_400_000, measurement: 'h', enduranceEventType: 7 });
  });

  it('requires the name and a readable length of a custom event', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByText('10 km Straßenlauf');
    fireEvent.click(button('Eigenen Wettbewerb hinzufügen'));
    await user.type(field('events.1.lengthText'), 'zehn');
    fireEvent.click(button('Speichern'));
    expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Ungültige Eingabe')).toBeTruthy();
    expect(update).toHaveLength(0);
  });

  it('marks federation events as needing a measurement protocol and adds one from the definitions', async () => {
    renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByText('Für diesen Wettbewerb ist ein Vermessungsprotokoll erforderlich.');
    expect(screen.getByText('Strecke: 10 km')).toBeTruthy();
    await pick(/^Wettbewerb des Verbands hinzufügen/, 'Halb', 'Halbmarathon');
    expect(await screen.findByText('Strecke: 21,0975 km')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('checkbox', { name: 'Vermessungsprotokoll liegt vor' })[1]);
    fireEvent.click(button('Speichern'));
    await waitFor(() => expect(update).toHaveLength(1));
    expect(sentBody().events?.[1]).toMatchObject({ id: 2, definitionEventId: 'HM', courseLength: 21_097_500, longname: 'Halbmarathon', protocolAvailable: true });
  });

  it('drops the matrix cells of a removed class', async () => {
    renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByText('10 km Straßenlauf');
    const chip = screen.getByRole('button', { name: 'Männer' });
    fireEvent.click(within(chip).getByTestId('CancelIcon'));
    fireEvent.click(button('Speichern'));
    await waitFor(() => expect(update).toHaveLength(1));
    expect(sentBody()).toMatchObject({ classes: [application.classes[1]], eventClasses: [] });
  });

  it('asks before overwriting the content of an approved application', async () => {
    application = sampleApplication({ competitionState: 3 });
    renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByText('10 km Straßenlauf');
    fireEvent.click(button('10 km Straßenlauf entfernen'));
    fireEvent.click(button('Speichern'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Beim Speichern wird der Genehmigungsstatus zurückgesetzt/)).toBeTruthy();
    expect(update).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Überschreiben' }));
    await waitFor(() => expect(update).toHaveLength(1));
    expect(sentBody()).toMatchObject({ events: [], eventClasses: [] });
  });

  it('saves unchanged content of an approved application without asking', async () => {
    application = sampleApplication({ competitionState: 3 });
    renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByText('10 km Straßenlauf');
    fireEvent.click(button('Speichern'));
    await waitFor(() => expect(update).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers only what the approval type allows', async () => {
    application = sampleApplication({ competitionApprovalType: 0 });
    renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByText('10 km Straßenlauf');
    expect(screen.queryByRole('button', { name: 'Eigenen Wettbewerb hinzufügen' })).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Wettbewerb des Verbands hinzufügen/ })).toBeTruthy();
  });

  it('offers no federation events for custom-only approval', async () => {
    application = sampleApplication({ competitionApprovalType: 1, events: [] , eventClasses: [] });
    renderWizard('/competitionapprovalEventClasses/7', pages);
    await screen.findByRole('button', { name: 'Eigenen Wettbewerb hinzufügen' });
    expect(screen.queryByRole('combobox', { name: /^Wettbewerb des Verbands hinzufügen/ })).toBeNull();
  });

  it('is read-only on the show route', async () => {
    const { router } = renderWizard('/showcompetitionapprovalEventClasses/7', pages);
    await screen.findByText('10 km Straßenlauf');
    expect(screen.queryByRole('button', { name: '10 km Straßenlauf entfernen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    fireEvent.click(button('Zurück'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/showcompetitionapprovalCategoryArt/7'));
  });
});

describe('EventClassesPage styles', () => {
  // Only here: jsdom matches every node against every emotion rule, which slows the other tests.
  keepEmotionStyles();

  it('shows the measurement protocol hint in the theme’s error red, not the secondary text colour', async () => {
    renderWizard('/competitionapprovalEventClasses/7', pages);
    const hint = await screen.findByText('Für diesen Wettbewerb ist ein Vermessungsprotokoll erforderlich.');
    expect(getComputedStyle(hint).color).toBe('rgb(211, 47, 47)');
  });
});
