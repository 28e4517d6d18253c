import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { performanceCheckingsApi, type CheckingList } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, refuse, type Received } from '../../../testing/api-handlers';
import { renderPages, sampleChecking, sampleCheckingList } from '../components/performance-test-support';
import { NewCheckingPage } from './new-checking-page';

let list: CheckingList;
let created: Received<typeof performanceCheckingsApi.new_checking>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  list = sampleCheckingList([sampleChecking({ perfListId: 3, name: 'DLV-Bestenliste' })]);
  answer(performanceCheckingsApi.get_checkings, () => list);
  created = answer(performanceCheckingsApi.new_checking, () => list);
});

const render = () => renderPages(['/7/checking', '/7/newchecking'], { newchecking: <NewCheckingPage /> });
const lists = () => screen.getByRole('combobox', { name: /^Bestenlisten/ });

describe('NewCheckingPage', { timeout: 30_000 }, () => {
  it('shows the performance read-only, chooses the only list by itself, creates and goes back', async () => {
    const { router } = render();
    const performance = (await screen.findByRole('textbox', { name: /^Leistung/ })) as HTMLInputElement;
    expect(performance.value).toBe('100m M 10.52 – Max Muster');
    expect(performance.readOnly).toBe(true);
    expect(lists().textContent).toContain('DLV-Bestenliste');
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(created.map((c) => c.body)).toEqual([{ performanceId: 7, performanceListIds: [3] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/checking'));
  });

  it('needs at least one of several lists and shows the server’s message', async () => {
    list = sampleCheckingList([sampleChecking({ perfListId: 3, name: 'DLV-Bestenliste' }), sampleChecking({ perfListId: 4, name: 'Hessenliste', regionalRestrictionName: 'Hessischer LV' })]);
    render();
    await screen.findByRole('textbox', { name: /^Leistung/ });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eine Bestenliste')).toBeTruthy();
    expect(created).toHaveLength(0);

    const refused = refuse(performanceCheckingsApi.new_checking, 422, { errors: { PerformanceListIds: ['Die Leistung zählt nicht für diese Bestenliste'] } });
    fireEvent.mouseDown(lists());
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hessenliste (Hessischer LV)' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Die Leistung zählt nicht für diese Bestenliste')).toBeTruthy();
    expect(refused.map((c) => c.body)).toEqual([{ performanceId: 7, performanceListIds: [4] }]);
  });
});
