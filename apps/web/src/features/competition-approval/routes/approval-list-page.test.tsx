import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { competitionApprovalApi, organizationsApi, type CompetitionApprovalRow, type OrganizationOption } from '@portal/domain';
import i18n from '../../../lib/i18n';
import { answer, offer, withdraw, type Received } from '../../../testing/api-handlers';
import { link, renderRoute, sampleApplication, sampleRow } from '../components/approval-test-support';
import { ApprovalListPage } from './approval-list-page';

let rows: CompetitionApprovalRow[];
let totalCount: number;
let areas: OrganizationOption[];
let lists: Received<typeof competitionApprovalApi.get_by_org>[];
let requested: Received<typeof competitionApprovalApi.request_comp_approval>[];
let deleted: Received<typeof competitionApprovalApi.delete_competition>[];
let receipt: { receiptInformation: number; filename: string };

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
beforeEach(() => {
  localStorage.clear();
  rows = [sampleRow()];
  totalCount = 1;
  areas = [];
  receipt = { receiptInformation: 1, filename: 'R-2030-0001.pdf' };
  offer(competitionApprovalApi.new);
  lists = answer(competitionApprovalApi.get_by_org, ({ query: { pageNumber, pageSize } }) => ({
    items: rows,
    links: [],
    paginationMetadata: { currentPage: pageNumber, totalPages: Math.ceil(totalCount / pageSize), totalCount, pageSize },
  }));
  answer(organizationsApi.organizations_by_type, () => [{ value: 3, text: 'Hessen', type: 'Region' }]);
  answer(organizationsApi.organizations_by_type_and_parent, ({ params }) => (params.type === 'Area' ? areas : []));
  answer(competitionApprovalApi.copy_competition, () => ({ id: 99 }));
  answer(competitionApprovalApi.create_receipt, () => receipt);
  requested = answer(competitionApprovalApi.request_comp_approval, () => ({ ...sampleApplication(), competitionState: 1 }));
  deleted = answer(competitionApprovalApi.delete_competition, () => ({}));
});

const lastQuery = () => lists.at(-1)!.query;
const render = () => renderRoute('competitionapproval', '/competitionapproval', <ApprovalListPage />);

async function openMenu(name = 'Stadtlauf Darmstadt') {
  fireEvent.click(await screen.findByRole('button', { name: `Aktionen für ${name}` }));
  return screen.findByRole('menu');
}
const item = (menu: HTMLElement, name: string) => within(menu).getByRole('menuitem', { name });
const disabled = (el: HTMLElement) => el.getAttribute('aria-disabled') === 'true';

describe('ApprovalListPage', { timeout: 30_000 }, () => {
  it('loads the list of the current organisation on opening and shows name, start, organiser, town and state', async () => {
    render();
    const table = await screen.findByRole('table', { name: 'Anträge auf Veranstaltungsgenehmigung' });
    await within(table).findByText('Stadtlauf Darmstadt');
    expect(lists[0]).toEqual({ params: { organizationId: '15' }, query: { pageNumber: '1', pageSize: '10' }, body: undefined });
    const row = table.querySelector('[data-row-id="7"]') as HTMLElement;
    expect(within(row).getByText('01.05.2030 09:30')).toBeTruthy();
    expect(within(row).getByText('ASC Darmstadt')).toBeTruthy();
    expect(within(row).getByText('Darmstadt')).toBeTruthy();
    const chip = within(row).getByText('Erstellt').closest('[data-state]')!;
    expect(chip.getAttribute('data-colour')).toBe('#9e9e9e');
  });

  it('searches by free text and keeps filter and paging in local storage', async () => {
    render();
    await screen.findByText('Stadtlauf Darmstadt');
    fireEvent.change(screen.getByLabelText('Suche'), { target: { value: 'Darm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '1', pageSize: '10', freetextSearch: 'Darm' }));
    expect(JSON.parse(localStorage.getItem('list.competitionApprovals')!)).toMatchObject({ freetextSearch: 'Darm', pageNumber: 1 });
  });

  it('starts with the stored filter', async () => {
    localStorage.setItem('list.competitionApprovals', JSON.stringify({ year: 2030, pageSize: 25, pageNumber: 2 }));
    totalCount = 60;
    render();
    await screen.findByText('Stadtlauf Darmstadt');
    expect(lists[0]).toEqual({ params: { organizationId: '15' }, query: { pageNumber: '2', pageSize: '25', year: '2030' }, body: undefined });
  });

  it('offers area only once a state association with areas is chosen, and district only when it has districts', async () => {
    areas = [{ value: 31, text: 'Bezirk Süd', type: 'Area' }];
    render();
    await screen.findByText('Stadtlauf Darmstadt');
    fireEvent.click(screen.getByRole('button', { name: 'Weitere Filter' }));
    expect(screen.queryByRole('combobox', { name: 'Bezirk' })).toBeNull();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Landesverband' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Hessen' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ regionGuid: '3', pageNumber: '1' }));
    expect(await screen.findByRole('combobox', { name: 'Bezirk' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Kreis' })).toBeNull();
    // The years run from 2019 to five years ahead.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Jahr' }));
    const years = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(years[1]).toBe('2019');
    expect(years.at(-1)).toBe(String(new Date().getFullYear() + 5));
  });

  it('enables each menu item exactly when the row has its link; details always', async () => {
    rows = [sampleRow({ links: [link('update_comp'), link('copy_competition'), link('new_attachment')] })];
    render();
    const menu = await openMenu();
    expect(disabled(item(menu, 'Details anzeigen'))).toBe(false);
    expect(disabled(item(menu, 'Bearbeiten'))).toBe(false);
    expect(disabled(item(menu, 'Kopieren'))).toBe(false);
    expect(disabled(item(menu, 'Datei hinzufügen'))).toBe(false);
    for (const name of ['Genehmigung beantragen', 'Absagen', 'Teilnehmerzahlen', 'Genehmigen / Ablehnen', 'Rechnung erstellen', 'Rechnung herunterladen', 'Löschen']) {
      expect(disabled(item(menu, name)), name).toBe(true);
    }
  });

  it('opens the details and the attachments of a row', async () => {
    rows = [sampleRow({ links: [link('new_attachment')] })];
    const { router } = render();
    fireEvent.click(item(await openMenu(), 'Details anzeigen'));
    expect(router.state.location.pathname).toBe('/competitionapprovalDetailView/7');
    await router.navigate('/competitionapproval');
    fireEvent.click(item(await openMenu(), 'Datei hinzufügen'));
    expect(router.state.location.pathname).toBe('/competitionapprovalAttachementsOnly/7');
  });

  it('asks before editing an application that is open or approved, and edits others at once', async () => {
    rows = [sampleRow({ competitionState: 3, links: [link('update_comp')] }), sampleRow({ id: 8, name: 'Volkslauf', competitionState: 2, links: [link('update_comp')] })];
    const { router } = render();
    fireEvent.click(item(await openMenu(), 'Bearbeiten'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/wird die Genehmigung zurückgesetzt/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Trotzdem bearbeiten' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editcompetitionapproval/7'));

    await router.navigate('/competitionapproval');
    fireEvent.click(item(await openMenu('Volkslauf'), 'Bearbeiten'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editcompetitionapproval/8'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('requests approval of an application in editing from its row with the version and reloads the list', async () => {
    rows = [sampleRow({ competitionState: 2, links: [link('request_comp_approval')] })];
    render();
    await screen.findByText('In Bearbeitung');
    const calls = lists.length;
    fireEvent.click(screen.getByRole('button', { name: 'Genehmigung beantragen' }));
    await waitFor(() => expect(requested).toEqual([{ params: { id: '7' }, query: {}, body: { version: 3 } }]));
    await waitFor(() => expect(lists.length).toBeGreaterThan(calls));
    expect(await screen.findByText('Die Genehmigung wurde beantragt.')).toBeTruthy();
  });

  it('copies an application and opens the copy for editing', async () => {
    rows = [sampleRow({ links: [link('copy_competition')] })];
    const { router } = render();
    fireEvent.click(item(await openMenu(), 'Kopieren'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/editcompetitionapproval/99'));
  });

  it('creates the invoice, and says so when the server could not', async () => {
    rows = [sampleRow({ competitionState: 3, links: [link('create_receipt')] })];
    receipt = { receiptInformation: 0, filename: '' };
    render();
    fireEvent.click(item(await openMenu(), 'Rechnung erstellen'));
    expect(await screen.findByText('Rechnung konnte nicht generiert werden')).toBeTruthy();

    receipt = { receiptInformation: 1, filename: 'R-2030-0001.pdf' };
    fireEvent.click(item(await openMenu(), 'Rechnung erstellen'));
    expect(await screen.findByText('Die Rechnung wurde erstellt.')).toBeTruthy();
  });

  it('deletes an application in state 0 after confirmation', async () => {
    rows = [sampleRow({ links: [link('delete_competition')] })];
    render();
    fireEvent.click(item(await openMenu(), 'Löschen'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(deleted.map((c) => c.params)).toEqual([{ id: '7' }]));
    expect(await screen.findByText('Der Antrag wurde gelöscht.')).toBeTruthy();
  });

  it('shows finisher numbers disabled with the reason while an approved event has not started', async () => {
    rows = [sampleRow({ competitionState: 3, startDate: `${new Date().getFullYear() + 1}-05-01T09:30` })];
    render();
    const finishers = item(await openMenu(), 'Teilnehmerzahlen');
    expect(disabled(finishers)).toBe(true);
    fireEvent.mouseOver(finishers);
    expect(await screen.findByRole('tooltip', { name: 'Die Veranstaltung hat noch nicht stattgefunden' })).toBeTruthy();
  });

  it('unfolds a row to its details and per-organisation approvals', async () => {
    rows = [
      sampleRow({
        competitionState: 4,
        approvals: [
          { organization: 'Hessischer LV', organizationId: 3, approvalState: 2, reason: 'Termin belegt', changedAt: '2029-03-01T10:00:00Z', changedByUsername: 'carla' },
        ],
      }),
    ];
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Einzelheiten zu Stadtlauf Darmstadt anzeigen' }));
    expect(await screen.findByText('HE-2030-0007')).toBeTruthy();
    expect(screen.getByText('anna')).toBeTruthy();
    const approvals = screen.getByRole('list', { name: 'Genehmigungen' });
    expect(within(approvals).getByText('Hessischer LV')).toBeTruthy();
    expect(within(approvals).getByText('Abgelehnt').closest('[data-state]')!.getAttribute('data-colour')).toBe('#c62828');
    expect(within(approvals).getByText(/Begründung: Termin belegt/)).toBeTruthy();
  });

  it('enables the new application button only when the catalogue offers it', async () => {
    const { router } = render();
    const create = (await screen.findByRole('button', { name: 'Neuer Antrag' })) as HTMLButtonElement;
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    expect(router.state.location.pathname).toBe('/newcompetitionapproval');
  });

  it('keeps the new application button disabled without the link', async () => {
    withdraw(competitionApprovalApi.new);
    render();
    await screen.findByText('Stadtlauf Darmstadt');
    expect((screen.getByRole('button', { name: 'Neuer Antrag' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the page on a new page size unless the list gets fewer pages', async () => {
    localStorage.setItem('list.competitionApprovals', JSON.stringify({ pageNumber: 4 }));
    totalCount = 45;
    render();
    await screen.findByText('Stadtlauf Darmstadt');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Zeilen pro Seite/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: '25' }));
    await waitFor(() => expect(lastQuery()).toEqual({ pageNumber: '2', pageSize: '25' }));
    expect(screen.getByRole('button', { name: 'Seite 2' }).getAttribute('aria-current')).toBe('page');
  });
});
