import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../lib/i18n';
import { DataTable, groupRows, type DataTableColumn, type DataTableSort, type RowId } from './data-table';

interface Row {
  id: number;
  user: string;
  role: string;
  deleted?: boolean;
}

const rows: Row[] = [
  { id: 1, user: 'Anna', role: 'Admin' },
  { id: 2, user: 'Bernd', role: 'Trainer' },
  { id: 3, user: 'Anna', role: 'Statistiker' },
  { id: 4, user: 'Bernd', role: 'Official', deleted: true },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'role', label: 'Rolle', sortable: true, render: (r) => r.role },
  { id: 'user', label: 'Benutzer', render: (r) => r.user },
];

function Grouped({ onChange }: { onChange?: (ids: RowId[]) => void }) {
  const [selected, setSelected] = useState<RowId[]>([]);
  return (
    <DataTable
      label="Tabelle"
      rows={rows}
      columns={columns}
      rowId={(r) => r.id}
      rowLabel={(r) => `${r.role} ${r.user}`}
      selection={{
        selected,
        onChange: (ids) => {
          setSelected(ids);
          onChange?.(ids);
        },
        isSelectable: (r) => !r.deleted,
      }}
      grouping={{ groupKey: (r) => r.user, headingLabel: (g) => g[0].user, renderHeading: (g) => <strong>{g[0].user}</strong> }}
    />
  );
}

const bodyRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-row-id'));

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(cleanup);

describe('groupRows', () => {
  it('groups by key in order of first appearance', () => {
    expect(groupRows(rows, (r) => r.user).map((g) => [g.key, g.rows.map((r) => r.id)])).toEqual([
      ['Anna', [1, 3]],
      ['Bernd', [2, 4]],
    ]);
  });
});

describe('DataTable', () => {
  it('scrolls sideways in a named box that the keyboard reaches', () => {
    render(<Grouped />);
    const region = screen.getByRole('group', { name: 'Tabelle' });
    expect(region.tabIndex).toBe(0);
    expect(within(region).getByRole('table', { name: 'Tabelle' })).toBeTruthy();
  });

  it('shows a heading per group with its rows', () => {
    render(<Grouped />);
    const headings = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-group'));
    expect(headings.map((h) => h.getAttribute('data-group'))).toEqual(['Anna', 'Bernd']);
    expect(bodyRows().map((r) => r.getAttribute('data-row-id'))).toEqual(['1', '3', '2', '4']);
  });

  it('collapses and expands one group, and all groups', () => {
    render(<Grouped />);
    fireEvent.click(screen.getByRole('button', { name: 'Anna zuklappen' }));
    expect(bodyRows().map((r) => r.getAttribute('data-row-id'))).toEqual(['2', '4']);
    expect(screen.getByRole('button', { name: 'Anna aufklappen' }).getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Alle zuklappen' }));
    expect(bodyRows()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Alle aufklappen' }));
    expect(bodyRows()).toHaveLength(4);
  });

  it('selects all selectable rows with select-all, and none again', () => {
    const onChange = vi.fn();
    render(<Grouped onChange={onChange} />);
    const all = screen.getByRole('checkbox', { name: 'Alle auswählen' }) as HTMLInputElement;
    fireEvent.click(all);
    expect([...onChange.mock.lastCall![0]].sort()).toEqual([1, 2, 3]);
    expect(all.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Official Bernd auswählen' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(all);
    expect(onChange.mock.lastCall![0]).toEqual([]);
  });

  it('marks select-all as partly checked and selects a whole group', () => {
    const onChange = vi.fn();
    render(<Grouped onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Admin Anna auswählen' }));
    const all = screen.getByRole('checkbox', { name: 'Alle auswählen' });
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Anna auswählen' }));
    expect([...onChange.mock.lastCall![0]].sort()).toEqual([1, 3]);
  });

  it('sorts through the header: same column toggles direction, another starts ascending', () => {
    const onSort = vi.fn();
    function Sorted() {
      const [sort, setSort] = useState<DataTableSort>({ by: 'role', descending: false });
      return (
        <DataTable
          label="Tabelle"
          rows={rows}
          columns={columns}
          rowId={(r) => r.id}
          sort={sort}
          onSortChange={(s) => {
            setSort(s);
            onSort(s);
          }}
        />
      );
    }
    render(<Sorted />);
    const header = screen.getByRole('columnheader', { name: /Rolle/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ by: 'role', descending: true });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    // A column that is not sortable has no sort button.
    expect(within(screen.getByRole('columnheader', { name: 'Benutzer' })).queryByRole('button')).toBeNull();
  });

  it('shows the empty-state row and an actions column', () => {
    render(<DataTable label="Tabelle" rows={[]} columns={columns} rowId={(r: Row) => r.id} actions={() => null} />);
    expect(screen.getByText('Keine Einträge gefunden')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Aktionen' })).toBeTruthy();
    expect(screen.getByText('Keine Einträge gefunden').closest('td')!.getAttribute('colspan')).toBe('3');
  });
});
