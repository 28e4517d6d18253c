import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { athleteCareApi, type AthleteMerge, type AthleteSummary } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { registerRoutes } from '../../../lib/routing';
import { answer, problem, type Received } from '../../../testing/api-handlers';
import { renderPages, signedInSession } from '../../../testing/render-pages';
import { athletesFeature } from '../feature';
import { AthleteCarePage } from './athlete-care-page';

const athlete = (id: number, firstName: string, lastName: string, markCount: number, extra: Partial<AthleteSummary> = {}): AthleteSummary => ({
  id,
  fullName: `${firstName} ${lastName}`,
  firstName,
  lastName,
  gender: 0,
  yearOfBirth: 2000,
  nation: 'GER',
  organizationId: 7,
  clubName: 'Eintracht Frankfurt e.V.',
  nationalAthleteCode: null,
  markCount,
  links: [],
  ...extra,
});
const mueller = athlete(11, 'Niklas', 'Müller', 19);
const muellerCopy = athlete(12, 'Niklas', 'Mueller', 2);
const kimMale = athlete(21, 'Kim', 'Beides', 1);
const kimFemale = athlete(22, 'Kim', 'Beides', 3, { gender: 1 });
const page = <T,>(entities: T[]) => ({ entities, links: [], paginationMetadata: { currentPage: 1, totalPages: 1, totalCount: entities.length, pageSize: 25 } });
const noMoves = { marks: 0, duplicates: 0, relayMarks: 0, records: 0, importRows: 0 };
const merged: AthleteMerge = {
  id: 1,
  keptId: 11,
  keptName: 'Niklas Müller',
  mergedId: 12,
  mergedName: 'Niklas Mueller',
  mergedYearOfBirth: 2000,
  mergedClubName: 'Eintracht Frankfurt e.V.',
  moved: { ...noMoves, marks: 2 },
  mergedBy: 'Stefanie Zahl',
  mergedAt: '2026-11-28T10:00:00.000Z',
};
let refuseMerge: boolean;
let previews: Received<typeof athleteCareApi.merge_preview>[];
let merges: Received<typeof athleteCareApi.merge_athletes>[];
let updates: Received<typeof athleteCareApi.update>[];

beforeAll(async () => {
  registerRoutes(athletesFeature.routes);
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  refuseMerge = false;
  answer(athleteCareApi.get_duplicate_candidates, () =>
    page([
      { first: mueller, second: muellerCopy, reasons: ['name'], links: [] },
      { first: kimMale, second: kimFemale, reasons: ['name'], links: [] },
    ]),
  );
  previews = answer(athleteCareApi.merge_preview, ({ query: { keepId, mergeId } }) => {
    const all = [mueller, muellerCopy, kimMale, kimFemale];
    const keep = all.find((a) => a.id === keepId)!;
    const other = all.find((a) => a.id === mergeId)!;
    const problems = keep.gender !== other.gender ? ['Die beiden Athleten haben verschiedenes Geschlecht.'] : [];
    return { keep, merge: other, moves: { ...noMoves, marks: other.markCount }, problems, links: [] };
  });
  merges = answer(athleteCareApi.merge_athletes, () =>
    refuseMerge ? problem(422, { errors: { Model: ['100 m am 2. August 2026: zwei verschiedene Leistungen.'] } }) : merged,
  );
  answer(athleteCareApi.get_merge_history, () => page([merged]));
  answer(athleteCareApi.get_athletes, () => page([mueller]));
  answer(athleteCareApi.get_by_id, () => ({ ...mueller, merges: [merged] }));
  updates = answer(athleteCareApi.update, ({ body }) => ({ ...mueller, ...body, fullName: 'Niklas Müller-Lüdenscheidt', merges: [] }));
});

const show = (path = '/statistics/athletes') =>
  renderPages({ routes: ['athleteCare', 'athlete'], path, pages: { athleteCare: <AthleteCarePage />, athlete: <div /> }, session: signedInSession(['Statistiker']) });

describe('AthleteCarePage', { timeout: 30_000 }, () => {
  it('lists pairs that may be one person, previews the merge keeping the record with more marks, and merges on confirmation', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Niklas Müller und Niklas Mueller vergleichen und zusammenführen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Athleten zusammenführen' });
    expect((within(dialog).getByRole('radio', { name: /Niklas Müller\b/ }) as HTMLInputElement).checked).toBe(true);
    expect(await within(dialog).findByText('2 Leistungen werden übernommen')).toBeTruthy();
    expect(previews.at(-1)!.query).toEqual({ keepId: '11', mergeId: '12' });
    expect(merges).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: /Niklas Mueller/ }));
    expect(await within(dialog).findByText('19 Leistungen werden übernommen')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: /Niklas Müller\b/ }));
    await within(dialog).findByText('2 Leistungen werden übernommen');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zusammenführen' }));
    await screen.findByText('Niklas Mueller (Eintracht Frankfurt e.V.) wurde in Niklas Müller (Eintracht Frankfurt e.V.) zusammengeführt.');
    expect(merges[0].body).toMatchObject({ keepId: 11, mergeId: 12 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows why a merge cannot be done and offers no confirmation; a refusal of the server is shown the same way', async () => {
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Kim Beides und Kim Beides vergleichen und zusammenführen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Athleten zusammenführen' });
    expect(await within(dialog).findByText('Die beiden Athleten haben verschiedenes Geschlecht.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Zusammenführen' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    refuseMerge = true;
    fireEvent.click(screen.getByRole('button', { name: 'Niklas Müller und Niklas Mueller vergleichen und zusammenführen' }));
    const again = await screen.findByRole('dialog', { name: 'Athleten zusammenführen' });
    await within(again).findByText('2 Leistungen werden übernommen');
    fireEvent.click(within(again).getByRole('button', { name: 'Zusammenführen' }));
    expect(await within(again).findByText('100 m am 2. August 2026: zwei verschiedene Leistungen.')).toBeTruthy();
    expect((within(again).getByRole('button', { name: 'Zusammenführen' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the merges with who merged, and corrects an athlete, listing the records merged into them', async () => {
    show('/statistics/athletes?tab=merges');
    const history = await screen.findByRole('table', { name: 'Zusammenführungen' });
    expect(await within(history).findByText('Niklas Mueller (2000, Eintracht Frankfurt e.V.)')).toBeTruthy();
    expect(within(history).getByText('Stefanie Zahl')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Alle Athleten' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bearbeiten: Niklas Müller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Niklas Müller bearbeiten' });
    expect(await within(dialog).findByText(/Niklas Mueller \(2000, Eintracht Frankfurt e\.V\.\) – von Stefanie Zahl/)).toBeTruthy();
    const lastName = within(dialog).getByRole('textbox', { name: /Nachname/ });
    fireEvent.change(lastName, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText(i18n.t('validation.errorLastNameRequired'))).toBeTruthy();
    expect(updates).toHaveLength(0);
    fireEvent.change(lastName, { target: { value: 'Müller-Lüdenscheidt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await screen.findByText('Niklas Müller-Lüdenscheidt wurde gespeichert.');
    expect(updates[0]).toMatchObject({ params: { id: '11' }, body: { firstName: 'Niklas', lastName: 'Müller-Lüdenscheidt', nation: 'GER', organizationId: 7, nationalAthleteCode: null } });
  });
});
