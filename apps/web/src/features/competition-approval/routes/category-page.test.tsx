import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, type CompetitionApproval } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { renderWizard, sampleApplication } from '../components/wizard-test-harness';
import { CategoryPage } from './category-page';

const pages = { categoryArt: <CategoryPage />, showcategoryArt: <CategoryPage /> };
let application: CompetitionApproval;
let update: Received<typeof competitionApprovalApi.update_comp>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication();
  answer(competitionApprovalApi.get_by_id, () => application);
  update = answer(competitionApprovalApi.update_comp, () => application);
});

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CategoryPage', { timeout: 20_000 }, () => {
  it('sends the whole application with the chosen category, kind and approval type, then goes on to the classes', async () => {
    const { router } = renderWizard('/competitionapprovalCategoryArt/7', pages);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Teilnahme nur mit Startpass' }));
    await choose(/^Kategorie/, 'Landesmeisterschaft');
    await choose(/^Art/, 'Crosslauf');
    await choose(/^Genehmigungsart/, 'Nur Wettbewerbe des Verbands');
    fireEvent.click(button('Speichern und weiter'));
    await waitFor(() => expect(update).toHaveLength(1));
    const [{ params, body }] = update;
    expect(params).toEqual({ id: '7' });
    const { id: _id, links: _links, ...unchanged } = sampleApplication();
    expect(body).toMatchObject({
      onlyWithLicense: true,
      competitionCategory: 6,
      competitionSubType: 2,
      competitionApprovalType: 0,
      version: 3,
      name: unchanged.name,
      contact_Email: unchanged.contact_Email,
      classes: unchanged.classes,
      events: unchanged.events,
      eventClasses: unchanged.eventClasses,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapprovalEventClasses/7'));
  });

  it('does not offer cross-country, mountain run and other for a measured course', async () => {
    application = sampleApplication({ competitionType: 0 });
    renderWizard('/competitionapprovalCategoryArt/7', pages);
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Art/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Nicht angegeben', 'Straßenlauf', 'Straßengehen', 'Volkslauf']);
  });

  it('sends nothing while the base form is incomplete and links to it', async () => {
    application = sampleApplication({ contact_Email: '' });
    renderWizard('/competitionapprovalCategoryArt/7', pages);
    await screen.findByRole('checkbox', { name: 'Teilnahme nur mit Startpass' });
    fireEvent.click(button('Speichern'));
    expect(await screen.findByText(/Die Grunddaten des Antrags sind unvollständig/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu den Grunddaten' }).getAttribute('href')).toBe('/editcompetitionapproval/7');
    expect(update).toHaveLength(0);
  });

  it('refuses federation-only approval while custom events exist, on the approval type', async () => {
    application = sampleApplication({
      events: [{ id: 1, definitionEventId: null, longname: 'Hobbylauf', order: 1, courseLength: 5_000_000, measurement: 'm', enduranceEventType: 0, measurementProtocol: null, protocolAvailable: false }],
    });
    renderWizard('/competitionapprovalCategoryArt/7', pages);
    await choose(/^Genehmigungsart/, 'Nur Wettbewerbe des Verbands');
    fireEvent.click(button('Speichern'));
    expect(await screen.findByText('Bei dieser Genehmigungsart sind nur Wettbewerbe des Verbandes möglich')).toBeTruthy();
    expect(update).toHaveLength(0);
  });

  it('asks for the area of an area championship on the category', async () => {
    renderWizard('/competitionapprovalCategoryArt/7', pages);
    await choose(/^Kategorie/, 'Bezirksmeisterschaft');
    fireEvent.click(button('Speichern'));
    expect(await screen.findByText('Für eine Bezirksmeisterschaft muss in den Grunddaten ein Bezirk gewählt sein.')).toBeTruthy();
  });

  it('is read-only on the show route and without an update_comp link', async () => {
    application = sampleApplication({ links: [] });
    renderWizard('/competitionapprovalCategoryArt/7', pages);
    const box = (await screen.findByRole('checkbox', { name: 'Teilnahme nur mit Startpass' })) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(button('Weiter')).toBeTruthy();
  });
});
