import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicCalendarItem } from '@portal/domain';
import { api } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { anonymousSession, renderRoute } from '../components/approval-test-support';
import { PublicCalendarPage } from './public-calendar-page';

const item: PublicCalendarItem = {
  id: 7,
  name: 'Stadtlauf Darmstadt',
  startDate: '2030-05-01T09:30',
  endDate: '2030-05-01',
  town: 'Darmstadt',
  region: 'Hessen',
  distances: [
    { name: '10 km', courseLength: 10_000_000, measurement: 'm' },
    { name: 'Halbmarathon', courseLength: 21_097_500, measurement: 'm' },
  ],
  organizer: 'ASC Darmstadt',
  website: 'https://stadtlauf.example',
  entryLink: null,
  latitude: null,
  longitude: null,
};
let request: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  request = vi.spyOn(api, 'request').mockImplementation((async (rel: string) => {
    if (rel === 'public_calendar') return { items: [item], regions: [{ value: 3, text: 'Hessen', type: 'Region' }], masterOrganizationId: 1 };
    throw new Error(`unexpected ${rel}`);
  }) as never);
  vi.spyOn(api, 'href').mockResolvedValue('/api/public/calendar.ics');
});
afterEach(() => vi.restoreAllMocks());

const render = () => renderRoute('publiccalendar', '/calendar', <PublicCalendarPage />, anonymousSession());
const lastQuery = () => (request.mock.calls.at(-1)![1] as { query: unknown }).query;

describe('PublicCalendarPage', { timeout: 30_000 }, () => {
  it('lists the approved runs for visitors with date, town, distances, organiser and the website in a new tab', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Genehmigte Laufveranstaltungen' });
    const row = await within(table).findByText('Stadtlauf Darmstadt');
    const cells = row.closest('tr')!;
    expect(within(cells).getByText('01.05.2030')).toBeTruthy();
    expect(within(cells).getByText('10 km, Halbmarathon')).toBeTruthy();
    expect(within(cells).getByText('ASC Darmstadt')).toBeTruthy();
    const website = within(cells).getByRole('link', { name: 'Website von Stadtlauf Darmstadt (öffnet in neuem Tab)' });
    expect(website.getAttribute('href')).toBe('https://stadtlauf.example');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer');
    expect(request).toHaveBeenCalledWith('public_calendar', { query: { regionId: undefined, month: undefined } });
  });

  it('filters by state association and month, and subscribes with the same filters', async () => {
    render();
    await screen.findByText('Stadtlauf Darmstadt');
    const subscribe = screen.getByRole('link', { name: 'Abonnieren (iCalendar)' });
    await waitFor(() => expect(subscribe.getAttribute('href')).toBe(`${window.location.origin}/api/public/calendar.ics?culture=de`));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Landesverband' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hessen' }));
    await waitFor(() => expect(lastQuery()).toEqual({ regionId: 3 }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Monat' }));
    const months = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(months).toHaveLength(13);
    expect(months[0].textContent).toBe('Alle Monate');
    fireEvent.click(months[2]);
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
    await waitFor(() => expect(lastQuery()).toEqual({ regionId: 3, month }));
    expect(screen.getByRole('link', { name: 'Abonnieren (iCalendar)' }).getAttribute('href')).toBe(
      `${window.location.origin}/api/public/calendar.ics?regionId=3&month=${month}&culture=de`,
    );
  });

  it('says so when no run is approved', async () => {
    request.mockResolvedValue({ items: [], regions: [], masterOrganizationId: 1 });
    render();
    expect(await screen.findByText('Keine genehmigten Veranstaltungen gefunden.')).toBeTruthy();
  });
});
