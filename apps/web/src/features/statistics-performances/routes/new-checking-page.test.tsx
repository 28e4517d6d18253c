import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckingList } from '@portal/domain';
import { ApiError } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { fakeServer, renderPages, sampleChecking, sampleCheckingList } from '../components/performance-test-support';
import { NewCheckingPage } from './new-checking-page';

let list: CheckingList;
let fails: ApiError | null;
let server: ReturnType<typeof fakeServer>;

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  fails = null;
  list = sampleCheckingList([sampleChecking({ perfListId: 3, name: 'DLV-Bestenliste' })]);
  server = fakeServer({ get_checkings: () => list }, () => {
    if (fails) throw fails;
    return list;
  });
});
afterEach(() => vi.restoreAllMocks());

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
    await waitFor(() => expect(server.followAs).toHaveBeenCalledWith(list.links[0], { body: { performanceId: 7, performanceListIds: [3] } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/7/checking'));
  });

  it('needs at least one of several lists and shows the server’s message', async () => {
    list = sampleCheckingList([sampleChecking({ perfListId: 3, name: 'DLV-Bestenliste' }), sampleChecking({ perfListId: 4, name: 'Hessenliste', regionalRestrictionName: 'Hessischer LV' })]);
    render();
    await screen.findByRole('textbox', { name: /^Leistung/ });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Bitte wählen Sie mindestens eine Bestenliste')).toBeTruthy();
    expect(server.followAs).not.toHaveBeenCalled();

    fails = new ApiError(422, 'x', { status: 422, title: 'x', message: 'x', errors: { PerformanceListIds: ['Die Leistung zählt nicht für diese Bestenliste'] } });
    fireEvent.mouseDown(lists());
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Hessenliste (Hessischer LV)' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Die Leistung zählt nicht für diese Bestenliste')).toBeTruthy();
    expect(server.followAs).toHaveBeenCalledWith(list.links[0], { body: { performanceId: 7, performanceListIds: [4] } });
  });
});
