import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { RoleRequestStatus, roleRequestsApi } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { registerRoutes } from '../../../lib/routing';
import { renderPages, signedInSession } from '../../../testing/render-pages';
import { roleRequestsFeature } from '../feature';
import { answer, linkTo } from '../../../testing/api-handlers';
import type { RoleRequestRow } from '../api/types';
import { sampleRoleRequest } from '../components/role-request-test-support';
import { RejectRoleRequestPage } from './reject-role-request-page';

const request = (links = [linkTo(roleRequestsApi.role_request_status, { id: 40 }, 'reject')]) => sampleRoleRequest({ links });

function renderPage(row: RoleRequestRow) {
  return renderPages({
    routes: roleRequestsFeature.routes.map((r) => r.name),
    path: '/rejectrolerequest/3/5/15?id=40',
    pages: { rejectrolerequest: <RejectRoleRequestPage /> },
    session: signedInSession(['OrgAdmin']),
    state: { row },
  }).router;
}

beforeAll(async () => {
  await i18n.changeLanguage('de');
  registerRoutes(roleRequestsFeature.routes);
});
afterEach(cleanup);

const rejectButton = () => screen.getByRole('button', { name: 'Ablehnen' }) as HTMLButtonElement;

describe('RejectRoleRequestPage', () => {
  it('names the request, asks for a reason and rejects it through the row’s link', async () => {
    const changes = answer(roleRequestsApi.role_request_status, () => ({ ...request([]), status: RoleRequestStatus.rejected, statusLocalized: 'Abgelehnt', reason: 'Kein Mitglied' }));
    const router = renderPage(request());
    expect(screen.getByText('Stefanie Zahl (stefanie@example.org)')).toBeTruthy();
    expect(screen.getByText('ASC Darmstadt')).toBeTruthy();
    expect(rejectButton().disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Begründung/), { target: { value: 'Kein Mitglied' } });
    await waitFor(() => expect(rejectButton().disabled).toBe(false));
    fireEvent.click(rejectButton());
    await waitFor(() =>
      expect(changes.map((c) => [c.params, c.body])).toEqual([
        [
          { id: '40' },
          [
            { op: 'replace', path: '/status', value: RoleRequestStatus.rejected },
            { op: 'replace', path: '/reason', value: 'Kein Mitglied' },
          ],
        ],
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/rolerequests'));
    expect((router.state.location.state as { success?: string } | null)?.success).toBe('rejectRoleRequest.rejected');
  });

  it('says so when the request can no longer be rejected, and sends nothing', () => {
    renderPage(request([]));
    expect(screen.getByText(i18n.t('rejectRoleRequest.unavailable'))).toBeTruthy();
    expect(rejectButton().disabled).toBe(true);
    expect((screen.getByLabelText(/Begründung/) as HTMLTextAreaElement).disabled).toBe(true);
  });
});
