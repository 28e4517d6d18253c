import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicManualBestlistsApi, type PublicManualBestlist, type PublicManualBestlistGroup, type PublicManualEntry } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { renderPages } from '../components/manual-test-support';
import { PublicManualBestlistPage } from './public-manual-bestlist-page';
import { PublicManualBestlistsPage } from './public-manual-bestlists-page';

const entry = (over: Partial<PublicManualEntry>): PublicManualEntry => ({
  id: 1,
  rank: 1,
  mark: '10.81',
  wind: '+1.7',
  handTimed: false,
  athleteName: 'Marlies Göhr',
  athleteIocCode: 'GDR',
  yearOfBirth: 1958,
  organizationName: 'SC Motor Jena',
  date: '1983-06-08',
  town: 'Berlin',
  country: 'GDR',
  location: null,
  details: null,
  performanceStatus: 1,
  isRecord: true,
  ...over,
});

const page: PublicManualBestlist = {
  id: 7,
  name: 'Ewige Bestenliste Frauen',
  code: 'EBLF',
  className: 'Frauen',
  gender: 1,
  year: null,
  eventEnvironment: 1,
  masterOrganizationId: 1,
  masterOrganizationName: 'Deutscher Leichtathletik-Verband',
  groups: [
    {
      eventType: 10,
      events: [
        {
          eventCode: '100',
          eventName: '100 m',
          wind: true,
          entries: [entry({}), entry({ id: 2, rank: 2, mark: '10.9*', wind: null, handTimed: true, athleteName: 'Hand Zeit', performanceStatus: 2, isRecord: false })],
        },
      ],
    },
    { eventType: 3, events: [{ eventCode: 'SP4000', eventName: 'Kugelstoß (4 kg)', wind: false, entries: [entry({ id: 3, mark: '22.45', wind: null, athleteName: 'Ilona Slupianek', location: 'Stadion', town: 'Potsdam' })] }] },
  ],
};
const overview: PublicManualBestlistGroup[] = [
  {
    masterOrganizationId: 1,
    masterOrganizationName: 'Deutscher Leichtathletik-Verband',
    lists: [
      { id: 8, name: 'Bestenliste 1960 Männer', code: 'BL60M', className: 'Männer', year: 1960, eventEnvironment: 1, links: [] },
      { id: 7, name: 'Ewige Bestenliste Frauen', code: 'EBLF', className: 'Frauen', year: null, eventEnvironment: 1, links: [] },
    ],
  },
];

let opened: Received<typeof publicManualBestlistsApi.public_manual_bestlist>[];
beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  answer(publicManualBestlistsApi.public_manual_bestlists, () => overview);
  opened = answer(publicManualBestlistsApi.public_manual_bestlist, () => page);
});

const pages = { publicmanualbestlists: <PublicManualBestlistsPage />, publicmanualbestlist: <PublicManualBestlistPage /> };

describe('public manual best lists', { timeout: 30_000 }, () => {
  it('lists the federations’ lists and opens one', async () => {
    const { router } = renderPages('/public/manualbestlists', pages);
    expect(await screen.findByRole('heading', { level: 2, name: 'Deutscher Leichtathletik-Verband' })).toBeTruthy();
    expect(screen.getByText('Männer – 1960 – Freiluft')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: /Ewige Bestenliste Frauen/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/public/manualbestlists/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ewige Bestenliste Frauen' })).toBeTruthy();
  });

  it('shows the marks grouped by event type and event, ranked, with wind where it counts and unofficial marks and records marked', async () => {
    renderPages('/public/manualbestlists/7', pages);
    await screen.findByRole('heading', { level: 1, name: 'Ewige Bestenliste Frauen' });
    expect(opened.map((c) => c.params)).toEqual([{ id: '7' }]);
    expect(screen.getByText('Deutscher Leichtathletik-Verband – Frauen – Alle Jahre – Freiluft')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Sprint', 'Wurf/Stoß']);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['100 m', 'Kugelstoß (4 kg)']);
    const sprint = screen.getByRole('table', { name: '100 m' });
    expect(within(sprint).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Platz', 'Leistung', 'Wind', 'Name', 'Nat.', 'Jg.', 'Verein', 'Datum', 'Ort']);
    const rows = within(sprint).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['1.', '10.81 R', '+1.7', 'Marlies Göhr', 'GDR', '1958', 'SC Motor Jena', '08.06.1983', 'Berlin (GDR)'],
      ['2.', '10.9* (i)', '', 'Hand Zeit', 'GDR', '1958', 'SC Motor Jena', '08.06.1983', 'Berlin (GDR)'],
    ]);
    const shot = screen.getByRole('table', { name: 'Kugelstoß (4 kg)' });
    expect(within(shot).queryByRole('columnheader', { name: 'Wind' })).toBeNull();
    expect(within(shot).getByText('Potsdam (GDR), Stadion')).toBeTruthy();
    expect(screen.getByText('* Handzeit – (i) inoffiziell – R Rekord')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Drucken' })).toBeTruthy();
  });

  it('names an unknown event type as unknown and tells when a list has no marks', async () => {
    answer(publicManualBestlistsApi.public_manual_bestlist, () => ({ ...page, groups: [{ ...page.groups[0], eventType: 99 }] }));
    const { unmount } = renderPages('/public/manualbestlists/7', pages);
    expect(await screen.findByRole('heading', { level: 2, name: 'Unbekannt' })).toBeTruthy();
    unmount();
    answer(publicManualBestlistsApi.public_manual_bestlist, () => ({ ...page, groups: [] }));
    renderPages('/public/manualbestlists/7', pages);
    expect(await screen.findByText('Diese Bestenliste enthält noch keine Leistungen.')).toBeTruthy();
  });
});
