import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAvailable, shot } from './support/browser';
import { typeDay, usePages } from './support/pages';
import { eventually, openDrawer, textbox, useJourney, waitForApi } from './support/journey';

const run = browserAvailable();

const ORGANISER = 'club.user@demo.test';
const EVENT = 'E2E-Abendsportfest';
/** Four weeks from today, as the form's date field takes it (DD.MM.YYYY). */
const day = new Date(Date.now() + 28 * 24 * 3_600_000);
const pad = (n: number) => String(n).padStart(2, '0');
const DAY = `${pad(day.getDate())}.${pad(day.getMonth() + 1)}.${day.getFullYear()}`;
const ISO_DAY = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
const LENA = { first: 'Lena', last: 'Läufer', email: 'lena.e2e@example.org', club: 'LG Offenbach', year: '2001' };
const EMMA = { first: 'Emma', last: 'Brown', email: 'emma.e2e@example.org', club: '', year: '1995' };
/** Interface words of the event registration screens that must not show in English or Dutch. */
const GERMAN_WORDS = [
  'Veranstaltung',
  'Anmeld',
  'Teilnehmer',
  'unbegrenzt',
  'Suche',
  'bearbeiten',
  'löschen',
  'Zurück',
  'Speichern',
  'Neue',
  'Jahrgang',
  'Plätze',
  'Nachricht',
  'Senden',
  'Abbrechen',
  'Zeilen pro Seite',
  'Keine',
  'Vorname',
  'Nachname',
  'Ausgebucht',
  'Jetzt',
  'stornieren',
  'Kontakt',
  'Kommende',
  'ausgebucht',
  'Drucken',
  'Schließen',
  'Excel-Datei',
  'Angemeldete',
  'Zur Anmeldung',
  'bestätigt',
];

/** The German words of GERMAN_WORDS in a text (any case: buttons are upper-cased by CSS), the event's own name left aside. */
function germanIn(text: string): string[] {
  const lower = text.replaceAll(EVENT, '').toLowerCase();
  return GERMAN_WORDS.filter((w) => lower.includes(w.toLowerCase()));
}

/** The link of a mail's text that leads to `/events/<page>/…` (confirm or cancel), as a path of the portal. */
function pathIn(mail: { text: string }, origin: string, page: 'confirm' | 'cancel'): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith(`${origin}/events/${page}/`));
  expect(link, `the ${page} link of the mail`).toBeDefined();
  return link!.replace(origin, '');
}

/**
 * Event registration (spec statistics.md §2.5): a club's user creates an event for two people,
 * a visitor finds it on the public list of upcoming events (also on a phone), visitors sign up on
 * its public page and receive the mail with the confirmation and the cancellation link, the event
 * fills up, the organiser sees both unconfirmed, one visitor confirms from the mail and shows as
 * confirmed, the organiser's message reaches only her, and she cancels; the screens in English
 * and Dutch.
 */
describe.runIf(run)('event registration journeys', () => {
  const journey = useJourney({ mail: true });
  const { openPage, signedIn } = usePages(journey);
  let guid = '';
  /** The cancellation link of Emma's confirmation (her sign-up stays; the language checks only open it). */
  let emmaCancelPath = '';

  const main = (page: Page) => page.getByRole('main');
  const heading = (page: Page, name: string) => main(page).getByRole('heading', { level: 1, name, exact: true });
  const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true });

  /** Signs a visitor up on the public page and waits for the confirmation. */
  async function signUp(page: Page, v: typeof LENA, labels = { first: 'Vorname', last: 'Nachname', email: 'E-Mail', club: 'Verein (optional)', year: 'Jahrgang', submit: 'Jetzt anmelden' }) {
    await textbox(main(page), labels.first).fill(v.first);
    await textbox(main(page), labels.last).fill(v.last);
    await textbox(main(page), labels.email).fill(v.email);
    if (v.club) await textbox(main(page), labels.club).fill(v.club);
    await textbox(main(page), labels.year).fill(v.year);
    const sent = waitForApi(page, `/api/public/event-registrations/${guid}/sign-up`, 'POST');
    await button(page, labels.submit).click();
    expect((await sent).status()).toBe(201);
  }

  it('creates an event for two people; visitors sign up, get their confirmation and fill it; the organiser mails them', async () => {
    const page = await signedIn(ORGANISER);
    const drawer = await openDrawer(page);
    await drawer.getByRole('link', { name: 'Veranstaltungsanmeldung' }).click();
    await page.waitForURL('**/eventregistration');
    await heading(page, 'Veranstaltungsanmeldung').waitFor();
    await main(page).getByRole('table', { name: 'Liste der Veranstaltungen' }).getByText('Keine Einträge gefunden').waitFor();
    await shot(page, 'event-registration-01-list-empty');

    await button(page, 'Neue Veranstaltung').click();
    await page.waitForURL('**/neweventregistration');
    await heading(page, 'Neue Veranstaltung').waitFor();
    const form = main(page);
    expect(await textbox(form, 'Kontakt-E-Mail').inputValue()).toBe(ORGANISER);
    await textbox(form, 'Name').fill(EVENT);
    await textbox(form, 'Ort').fill('Frankfurt am Main');
    await typeDay(page, form, 'Datum', DAY);
    const maxPeople = form.getByRole('spinbutton', { name: 'Max. Personen' });
    await maxPeople.fill('2');
    await page.getByRole('tooltip', { name: 'Höchstzahl der Teilnehmer. 0 bedeutet: keine Begrenzung.' }).waitFor();
    await shot(page, 'event-registration-02-form-tooltip');

    // Leaving with unsaved changes asks first; declining stays on the form with the values.
    await button(page, 'Zurück').click();
    const prompt = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await prompt.waitFor();
    await shot(page, 'event-registration-03-unsaved-prompt');
    await prompt.getByRole('button', { name: 'Abbrechen' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/neweventregistration');
    expect(await textbox(form, 'Name').inputValue()).toBe(EVENT);

    const created = waitForApi(page, '/api/event-registrations', 'POST');
    await button(page, 'Anlegen').click();
    const response = await created;
    expect(response.status()).toBe(201);
    guid = ((await response.json()) as { guid: string }).guid;
    await page.waitForURL('**/eventregistration');
    await main(page).getByText('Die Veranstaltung wurde angelegt.').waitFor();
    const row = main(page).getByRole('row', { name: new RegExp(EVENT) });
    await row.getByText('(2/0)').waitFor();
    expect(await row.innerText()).toContain(DAY);
    await shot(page, 'event-registration-04-list-created');

    // A visitor, not signed in, finds the event on the public list (drawer) and opens its sign-up page from there.
    const lena = await openPage('de-DE');
    await lena.goto('/dashboard');
    const visitorDrawer = await openDrawer(lena);
    await visitorDrawer.getByRole('link', { name: 'Veranstaltungen', exact: true }).click();
    await lena.waitForURL((url) => url.pathname === '/events');
    await heading(lena, 'Veranstaltungen mit Anmeldung').waitFor();
    const upcoming = main(lena).getByRole('table', { name: 'Kommende Veranstaltungen' });
    const listed = upcoming.getByRole('row', { name: new RegExp(EVENT) });
    await listed.getByText(DAY).waitFor();
    expect(await listed.innerText()).toContain('Frankfurt am Main');
    await listed.getByText('2', { exact: true }).waitFor();
    await shot(lena, 'event-registration-05a-public-list');
    await lena.setViewportSize({ width: 375, height: 800 });
    await listed.getByRole('link', { name: `Zur Anmeldung: ${EVENT}` }).waitFor();
    expect(await lena.evaluate(() => document.documentElement.scrollWidth), 'the list does not scroll sideways on a phone').toBeLessThanOrEqual(375);
    await shot(lena, 'event-registration-05b-public-list-phone');
    await lena.setViewportSize({ width: 1280, height: 800 });
    await listed.getByRole('link', { name: `Zur Anmeldung: ${EVENT}` }).click();
    await lena.waitForURL(`**/events/${guid}`);
    await heading(lena, EVENT).waitFor();
    await main(lena).getByText('Noch 2 von 2 Plätzen frei').waitFor();
    await main(lena).getByText('Eintracht Frankfurt e.V.').waitFor();
    await shot(lena, 'event-registration-05-public-form');
    await signUp(lena, LENA);
    await main(lena).getByText(`Wir haben eine E-Mail an ${LENA.email} gesendet`, { exact: false }).waitFor();
    await main(lena).getByText('Noch 1 von 2 Plätzen frei').waitFor();
    await shot(lena, 'event-registration-06-public-signed-up');
    const confirmation = await journey.mailbox.waitFor(LENA.email, (m) => m.subject === `Bitte bestätigen Sie Ihre Anmeldung: ${EVENT}`);
    expect(confirmation.text).toContain(`Sie haben sich für „${EVENT}“ am ${DAY} in Frankfurt am Main angemeldet.`);
    // The mail's first link confirms; the cancellation link follows.
    expect(confirmation.link).toMatch(new RegExp(`^${journey.portal.origin}/events/confirm/[A-Za-z0-9_-]+$`));
    const lenaCancelPath = pathIn(confirmation, journey.portal.origin, 'cancel');

    // A second visitor reads the page in English and takes the last place.
    const emma = await openPage('en-GB');
    await emma.goto(`/events/${guid}`);
    await main(emma).getByText('1 of 2 places left').waitFor();
    await signUp(emma, EMMA, { first: 'First name', last: 'Last name', email: 'Email', club: 'Club (optional)', year: 'Year of birth', submit: 'Sign up now' });
    await main(emma).getByText('Your place is reserved.', { exact: false }).waitFor();
    expect(germanIn(await main(emma).innerText()), 'German words on the English sign-up page').toEqual([]);
    await shot(emma, 'event-registration-07-public-signed-up-en');
    const emmaConfirmation = await journey.mailbox.waitFor(EMMA.email, (m) => m.subject === `Please confirm your sign-up: ${EVENT}`);
    emmaCancelPath = pathIn(emmaConfirmation, journey.portal.origin, 'cancel');

    // The event is full: a third visitor (Dutch) finds no form.
    const daan = await openPage('nl-NL');
    await daan.goto(`/events/${guid}`);
    await main(daan).getByText('Volgeboekt: er zijn geen plaatsen meer vrij.', { exact: true }).first().waitFor();
    expect(await button(daan, 'Nu inschrijven').count()).toBe(0);
    expect(germanIn(await main(daan).innerText()), 'German words on the Dutch sign-up page').toEqual([]);
    await shot(daan, 'event-registration-08-public-full-nl');

    // The organiser sees both, still unconfirmed.
    await page.reload();
    await row.getByText('(2/2)').waitFor();
    await button(page, `Teilnehmer von ${EVENT}`).click();
    const attendees = page.getByRole('dialog', { name: `Teilnehmer: ${EVENT}` });
    const table = attendees.getByRole('table', { name: 'Liste der Teilnehmer' });
    const lenaRow = table.getByRole('row', { name: /Läufer, Lena/ });
    const emmaRow = table.getByRole('row', { name: /Brown, Emma/ });
    await lenaRow.getByText('unbestätigt', { exact: true }).waitFor();
    await emmaRow.getByText('unbestätigt', { exact: true }).waitFor();
    await attendees.getByText('Unbestätigte Anmeldungen halten ihren Platz 48 Stunden lang', { exact: false }).waitFor();
    await shot(page, 'event-registration-09-attendees-unconfirmed');
    await attendees.getByRole('button', { name: 'Schließen' }).click();
    await attendees.waitFor({ state: 'hidden' });

    // Lena confirms from her mail: opening the link is enough; opening it again says it is used.
    await lena.goto(confirmation.link!.replace(journey.portal.origin, ''));
    await heading(lena, 'Anmeldung bestätigen').waitFor();
    await main(lena).getByText(`Danke! Ihre Anmeldung für „${EVENT}“ am ${DAY} ist bestätigt.`).waitFor();
    await shot(lena, 'event-registration-09a-confirmed');
    await lena.reload();
    await main(lena).getByText('Dieser Bestätigungslink ist ungültig oder abgelaufen, oder die Anmeldung wurde bereits bestätigt.').waitFor();
    expect(await button(lena, 'Zur Veranstaltung').count()).toBe(0);
    await shot(lena, 'event-registration-09b-confirm-used');

    // The organiser sees Lena confirmed, Emma not yet; reads and downloads the list, and writes to them.
    await button(page, `Teilnehmer von ${EVENT}`).click();
    await lenaRow.getByText('bestätigt', { exact: true }).waitFor();
    await emmaRow.getByText('unbestätigt', { exact: true }).waitFor();
    await shot(page, 'event-registration-09c-attendees-confirmed');
    const download = page.waitForEvent('download');
    await attendees.getByRole('button', { name: 'Excel-Datei herunterladen' }).click();
    expect((await download).suggestedFilename()).toBe(`Teilnehmer ${EVENT} ${ISO_DAY}.xlsx`);
    await attendees.getByRole('button', { name: 'Schließen' }).click();
    await attendees.waitFor({ state: 'hidden' });

    await button(page, `E-Mail an die Teilnehmer von ${EVENT}`).click();
    const mail = page.getByRole('dialog', { name: 'E-Mail an die Teilnehmer' });
    await mail.getByRole('textbox', { name: 'Nachricht' }).fill('Start ist um 18 Uhr.\nBitte 30 Minuten vorher da sein.');
    await shot(page, 'event-registration-10-mail-dialog');
    const sent = waitForApi(page, `/api/event-registrations/${guid}/mail`, 'POST');
    await mail.getByRole('button', { name: 'Senden', exact: true }).click();
    expect((await sent).status()).toBe(200);
    // Only Lena confirmed, so only she is written to.
    const alert = main(page).getByText('Die Nachricht wurde an 1 Teilnehmer versendet.');
    await alert.waitFor();
    const shownAt = Date.now();
    await shot(page, 'event-registration-11-mail-sent');
    await alert.waitFor({ state: 'hidden', timeout: 10_000 });
    // Spec §9: the mail-sent message hides after 5 seconds.
    expect(Date.now() - shownAt).toBeGreaterThan(3_500);
    expect((await journey.mailbox.waitFor(LENA.email, (m) => m.subject === `Nachricht zu ${EVENT}`)).text).toContain('Bitte 30 Minuten vorher da sein.');
    // Both mails would have been queued in one transaction: Emma's would be there by now.
    expect(journey.mailbox.mails.filter((m) => m.to === EMMA.email && m.subject === `Message about ${EVENT}`)).toEqual([]);

    // Lena cancels with the other link of her mail; her place is free again.
    await lena.goto(lenaCancelPath);
    await heading(lena, 'Anmeldung stornieren').waitFor();
    await shot(lena, 'event-registration-12-cancel-confirm');
    await button(lena, 'Anmeldung stornieren').click();
    await main(lena).getByText(`Ihre Anmeldung für „${EVENT}“ am ${DAY} wurde storniert.`).waitFor();
    await shot(lena, 'event-registration-13-cancel-done');
    await button(lena, 'Zur Veranstaltung').click();
    await main(lena).getByText('Noch 1 von 2 Plätzen frei').waitFor();
    await page.reload();
    await row.getByText('(2/1)').waitFor();
  });

  for (const [locale, language, code, t] of [
    [
      'en-GB',
      'English',
      'en',
      {
        list: 'Event registration',
        table: 'List of events',
        edit: 'Edit event',
        people: '(2/1)',
        attendees: `Attendees of ${EVENT}`,
        attendeesTitle: `Attendees: ${EVENT}`,
        close: 'Close',
        mail: `Email the attendees of ${EVENT}`,
        mailTitle: 'Email to the attendees',
        abort: 'Abort',
        cancelTitle: 'Cancel sign-up',
        unconfirmed: 'unconfirmed',
        confirmTitle: 'Confirm sign-up',
        confirmInvalid: 'This confirmation link is invalid or has expired, or the sign-up has already been confirmed.',
        cancelInvalid: 'This link is invalid, or the sign-up has already been cancelled.',
        publicList: 'Events open for sign-up',
        publicTable: 'Upcoming events',
        signUp: `Sign up for ${EVENT}`,
        full: 'fully booked',
      },
    ],
    [
      'nl-NL',
      'Nederlands',
      'nl',
      {
        list: 'Evenementinschrijving',
        table: 'Lijst van evenementen',
        edit: 'Evenement bewerken',
        people: '(2/1)',
        attendees: `Deelnemers van ${EVENT}`,
        attendeesTitle: `Deelnemers: ${EVENT}`,
        close: 'Sluiten',
        mail: `E-mail aan de deelnemers van ${EVENT}`,
        mailTitle: 'E-mail aan de deelnemers',
        abort: 'Afbreken',
        cancelTitle: 'Inschrijving annuleren',
        unconfirmed: 'onbevestigd',
        confirmTitle: 'Inschrijving bevestigen',
        confirmInvalid: 'Deze bevestigingslink is ongeldig of verlopen, of de inschrijving is al bevestigd.',
        cancelInvalid: 'Deze link is ongeldig, of de inschrijving is al geannuleerd.',
        publicList: 'Evenementen met inschrijving',
        publicTable: 'Komende evenementen',
        signUp: `Inschrijven voor ${EVENT}`,
        full: 'volgeboekt',
      },
    ],
  ] as const) {
    it(`shows the list, its dialogs, the form, the public list, the confirm and the cancel page without German words in ${language}`, async () => {
      expect(guid, 'the first journey created the event').not.toBe('');
      const page = await signedIn(ORGANISER, locale);
      // The account's own language (German) applies at sign-in; the organiser switches in the top bar.
      await page.getByRole('banner').getByRole('button', { name: /^Sprache: Deutsch/ }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.getByRole('menu').waitFor({ state: 'hidden' });
      await page.waitForFunction((lang) => document.documentElement.lang === lang, code);

      await page.goto('/eventregistration');
      await heading(page, t.list).waitFor();
      await main(page).getByRole('table', { name: t.table }).getByRole('row', { name: new RegExp(EVENT) }).getByText(t.people).waitFor();
      expect(germanIn(await main(page).innerText()), `German words on the list in ${language}`).toEqual([]);
      await shot(page, `event-registration-14-list-${code}`);

      // The attendee list: Emma is left after Lena cancelled, still unconfirmed.
      await button(page, t.attendees).click();
      const attendees = page.getByRole('dialog', { name: t.attendeesTitle });
      await attendees.getByRole('row', { name: /Brown, Emma/ }).getByText(t.unconfirmed, { exact: true }).waitFor();
      expect(germanIn(await attendees.innerText()), `German words on the attendee list in ${language}`).toEqual([]);
      await shot(page, `event-registration-14a-attendees-${code}`);
      await attendees.getByRole('button', { name: t.close }).click();
      await attendees.waitFor({ state: 'hidden' });

      // The mail dialog, left without sending.
      await button(page, t.mail).click();
      const mail = page.getByRole('dialog', { name: t.mailTitle });
      await mail.getByRole('textbox').waitFor();
      expect(germanIn(await mail.innerText()), `German words in the mail dialog in ${language}`).toEqual([]);
      await shot(page, `event-registration-14b-mail-dialog-${code}`);
      await mail.getByRole('button', { name: t.abort, exact: true }).click();
      await mail.waitFor({ state: 'hidden' });

      await page.goto(`/updateeventregistration/${guid}`);
      await heading(page, t.edit).waitFor();
      await eventually(() => main(page).getByRole('textbox', { name: /^(Name|Naam)$/ }).inputValue(), (v) => v === EVENT, { what: 'the loaded event' });
      expect(germanIn(await main(page).innerText()), `German words on the form in ${language}`).toEqual([]);
      await shot(page, `event-registration-15-form-${code}`);

      // The public list of upcoming events, also open to signed-in users: one place is free again since Lena cancelled.
      await page.goto('/events');
      await heading(page, t.publicList).waitFor();
      const upcoming = main(page).getByRole('table', { name: t.publicTable }).getByRole('row', { name: new RegExp(EVENT) });
      await upcoming.getByRole('link', { name: t.signUp }).waitFor();
      await upcoming.getByText('1', { exact: true }).waitFor();
      expect(germanIn(await main(page).innerText()), `German words on the public list in ${language}`).toEqual([]);
      await shot(page, `event-registration-16-public-list-${code}`);
      await page.setViewportSize({ width: 375, height: 800 });
      await upcoming.getByRole('link', { name: t.signUp }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'the public list does not scroll sideways on a phone').toBeLessThanOrEqual(375);
      await shot(page, `event-registration-16a-public-list-phone-${code}`);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The cancel page of a mailed link, only opened (Emma stays signed up); then an unknown link, which says so at once.
      expect(emmaCancelPath, 'the first journey kept Emma’s cancellation link').not.toBe('');
      await page.goto(emmaCancelPath);
      await heading(page, t.cancelTitle).waitFor();
      await button(page, t.cancelTitle).waitFor();
      expect(germanIn(await main(page).innerText()), `German words on the cancel page in ${language}`).toEqual([]);
      await shot(page, `event-registration-17-cancel-${code}`);
      await page.goto('/events/cancel/not-a-mailed-token');
      await heading(page, t.cancelTitle).waitFor();
      await main(page).getByText(t.cancelInvalid).waitFor();
      expect(await button(page, t.cancelTitle).count(), 'no question on a used or unknown link').toBe(0);
      expect(germanIn(await main(page).innerText()), `German words on the cancel page of an unknown link in ${language}`).toEqual([]);

      // The confirm page of an unknown link says so at once.
      await page.goto('/events/confirm/not-a-mailed-token');
      await heading(page, t.confirmTitle).waitFor();
      await main(page).getByText(t.confirmInvalid).waitFor();
      expect(germanIn(await main(page).innerText()), `German words on the confirm page of an unknown link in ${language}`).toEqual([]);
      await shot(page, `event-registration-18-confirm-invalid-${code}`);
    });
  }
});
