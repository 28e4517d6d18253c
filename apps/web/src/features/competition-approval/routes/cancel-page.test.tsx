import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, type CompetitionApproval } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, type Received } from '../../../testing/api-handlers';
import { link, renderRoute, sampleApplication } from '../components/approval-test-support';
import { CancelPage } from './cancel-page';

let application: CompetitionApproval;
let cancel: Received<typeof competitionApprovalApi.cancel_comp>[];

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  application = sampleApplication({ competitionState: 3, links: [link('cancel_comp')] });
  answer(competitionApprovalApi.get_by_id, () => application);
  cancel = answer(competitionApprovalApi.cancel_comp, () => ({ ...application, competitionState: 5 }));
});

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
    expect(cancel).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Veranstaltung absagen' }));
    await waitFor(() => expect(cancel).toEqual([{ params: { id: '7' }, query: {}, body: { cancelationReason: 'Baustelle auf der Strecke', version: 3 } }]));
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
