import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompetitionApproval } from '@portal/domain';
import { api } from '../../../lib/api-client';
import i18n from '../../../lib/i18n';
import { link, renderRoute, sampleApplication } from '../components/approval-test-support';
import { CancelPage } from './cancel-page';

let application: CompetitionApproval;
let followAs: ReturnType<typeof vi.spyOn>;
const cancelLink = link('cancel_comp', '/api/competitionapprovals/7/cancel', 'PUT');

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication({ competitionState: 3, links: [cancelLink] });
  vi.spyOn(api, 'requestIn').mockImplementation((async (_area: string, rel: string) => {
    if (rel === 'get_by_id') return application;
    throw new Error(`unexpected ${rel}`);
  }) as never);
  followAs = vi.spyOn(api, 'followAs').mockImplementation((async () => ({ ...application, competitionState: 5 })) as never);
});
afterEach(() => vi.restoreAllMocks());

const render = () => renderRoute('CompetitionApprovalCancel', '/CompetitionApprovalCancel/7', <CancelPage />);
const submit = () => screen.getByRole('button', { name: 'Veranstaltung absagen' }) as HTMLButtonElement;

describe('CancelPage', { timeout: 30_000 }, () => {
  it('requires a reason', async () => {
    render();
    await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' });
    fireEvent.click(submit());
    expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for confirmation, cancels with reason and version and returns to the list with a message', async () => {
    const { router } = render();
    await screen.findByRole('heading', { name: 'Stadtlauf Darmstadt' });
    fireEvent.change(screen.getByLabelText(/^Grund der Absage/), { target: { value: 'Baustelle auf der Strecke' } });
    fireEvent.click(submit());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Möchten Sie „Stadtlauf Darmstadt“ wirklich absagen? Die Absage kann nicht rückgängig gemacht werden.')).toBeTruthy();
    expect(followAs).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Veranstaltung absagen' }));
    await waitFor(() => expect(followAs).toHaveBeenCalledWith(cancelLink, { body: { cancelationReason: 'Baustelle auf der Strecke', version: 3 } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/competitionapproval'));
    expect(router.state.location.state).toEqual({ success: 'approvalCancel.cancelled' });
  });

  it('cannot cancel without the link', async () => {
    application = sampleApplication({ competitionState: 5, links: [] });
    render();
    expect(await screen.findByText('Dieser Antrag kann nicht abgesagt werden.')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    expect((screen.getByLabelText(/^Grund der Absage/) as HTMLTextAreaElement).disabled).toBe(true);
  });
});
