import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import type { RoleRequestRow } from '../api/types';
import { RoleRequestActions } from './role-request-actions';

const link = (rel: string) => ({ rel, href: '/api/rolerequests/5/status', templated: false, method: 'PATCH' });

const row = (over: Partial<RoleRequestRow> = {}): RoleRequestRow => ({
  id: 5,
  userId: 7,
  roleId: 2,
  organizationId: 11,
  status: 0,
  statusLocalized: 'Angefragt',
  changedAt: '2026-01-01T10:00:00Z',
  reason: null,
  roleName: 'Trainer',
  roleCode: 'Trainer',
  organizationName: 'LG Nord',
  userName: 'Eva Muster',
  userEmail: 'eva@demo.test',
  isAdmin: true,
  links: [link('approve'), link('reject'), link('remove')],
  ...over,
});

const button = (name: RegExp) => screen.queryByRole('button', { name }) as HTMLButtonElement | null;

beforeAll(async () => {
  await i18n.changeLanguage('de');
});
afterEach(cleanup);

describe('RoleRequestActions', () => {
  it('shows approve and reject only on rows the user administers', () => {
    render(<RoleRequestActions row={row({ isAdmin: false, links: [link('remove')] })} onApprove={vi.fn()} onReject={vi.fn()} onRemove={vi.fn()} />);
    expect(button(/^Genehmigen/)).toBeNull();
    expect(button(/^Ablehnen/)).toBeNull();
    expect(button(/^Entfernen: Trainer für Eva Muster/)!.disabled).toBe(false);
  });

  it('enables each action exactly when its link is present', () => {
    render(<RoleRequestActions row={row({ status: 2, links: [link('reject')] })} onApprove={vi.fn()} onReject={vi.fn()} onRemove={vi.fn()} />);
    expect(button(/^Genehmigen/)!.disabled).toBe(true);
    expect(button(/^Ablehnen/)!.disabled).toBe(false);
    expect(button(/^Entfernen/)!.disabled).toBe(true);
  });

  it('hands the row to the chosen action', () => {
    const onApprove = vi.fn();
    const onReject = vi.fn();
    const onRemove = vi.fn();
    const r = row();
    render(<RoleRequestActions row={r} onApprove={onApprove} onReject={onReject} onRemove={onRemove} />);
    fireEvent.click(button(/^Genehmigen/)!);
    fireEvent.click(button(/^Ablehnen/)!);
    fireEvent.click(button(/^Entfernen/)!);
    expect([onApprove, onReject, onRemove].map((f) => f.mock.calls[0][0])).toEqual([r, r, r]);
  });

  it('disables everything while an action runs', () => {
    render(<RoleRequestActions row={row()} busy onApprove={vi.fn()} onReject={vi.fn()} onRemove={vi.fn()} />);
    expect(screen.getAllByRole('button').every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
  });
});
