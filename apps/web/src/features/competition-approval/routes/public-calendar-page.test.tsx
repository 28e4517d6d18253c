import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { publicCalendarApi, type PublicCalendarItem } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, linkTo, offer, type Received } from '../../../testing/api-handlers';
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
let calendar: Received<typeof publicCalendarApi.public_calendar>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  calendar = answer(publicCalendarApi.public_calendar, () => ({ items: [item], regions: [{ value: 3, text: 'Hessen', type: 'Region' }], masterOrganizationId: 1 }));
  offer(publicCalendarApi.public_calendar_ics);
});

const render = () => renderRoute('publiccalendar', '/calendar', <PublicCalendarPage />, anonymousSession());
const lastQuery = () => calendar.at(-1)!.query;
/** The feed's address as the root links it, on the page's origin. */
const feed = `${window.location.origin}${linkTo(publicCalendarApi.public_calendar_ics).href}`;

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
    expect(calendar.map((c) => c.query)).toEqual([{}]);
  });

  it('filters by state association and month, and subscribes with the same filters', async () => {
    render();
    await screen.findByText('Stadtlauf Darmstadt');
    const subscribe = screen.getByRole('link', { name: 'Abonnieren (iCalendar)' });
    await waitFor(() => expect(subscribe.getAttribute('href')).toBe(`${feed}?culture=de`));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Landesverband' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hessen' }));
    await waitFor(() => expect(lastQuery()).toEqual({ regionId: '3' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Monat' }));
    const months = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(months).toHaveLength(13);
    expect(months[0].textContent).toBe('Alle Monate');
    fireEvent.click(months[2]);
    const now = new Date();
    const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const month = `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}`;
    await waitFor(() => expect(lastQuery()).toEqual({ regionId: '3', month }));
    expect(screen.getByRole('link', { name: 'Abonnieren (iCalendar)' }).getAttribute('href')).toBe(
      `${feed}?regionId=3&month=${month}&culture=de`,
    );
  });

  it('says so when no run is approved', async () => {
    answer(publicCalendarApi.public_calendar, () => ({ items: [], regions: [], masterOrganizationId: 1 }));
    render();
    expect(await screen.findByText('Keine genehmigten Veranstaltungen gefunden.')).toBeTruthy();
  });
});
