import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Link } from '@portal/domain';
import { useConfirmedDelete } from './use-confirmed-delete';

const deleteLink: Link = { rel: 'delete', href: '/api/things/7', method: 'DELETE', templated: false };

/** A removal that answers as the test says. */
function removal(outcome: 'ok' | 'error') {
  return {
    isPending: false,
    mutate: vi.fn((_: Link, options: { onSuccess: () => void; onSettled: () => void }) => {
      if (outcome === 'ok') options.onSuccess();
      options.onSettled();
    }),
  };
}

describe('the question before a deletion', () => {
  it('opens for its target, follows the target’s delete link when confirmed, tells of the deletion and closes', () => {
    const remove = removal('ok');
    const deleted = vi.fn();
    const { result } = renderHook(() => useConfirmedDelete(remove, (thing: { id: number; links: Link[] }) => thing.links[0], deleted));
    expect(result.current.dialog.open).toBe(false);
    act(() => result.current.ask({ id: 7, links: [deleteLink] }));
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.target?.id).toBe(7);
    act(() => result.current.dialog.onConfirm());
    expect(remove.mutate).toHaveBeenCalledWith(deleteLink, expect.anything());
    expect(deleted).toHaveBeenCalledOnce();
    expect(result.current.dialog.open).toBe(false);
  });

  it('closes without a word of success when the deletion fails, and deletes nothing when cancelled or without a link', () => {
    const remove = removal('error');
    const deleted = vi.fn();
    const { result } = renderHook(() => useConfirmedDelete(remove, (thing: { links: Link[] }) => thing.links[0], deleted));
    act(() => result.current.ask({ links: [deleteLink] }));
    act(() => result.current.dialog.onConfirm());
    expect(deleted).not.toHaveBeenCalled();
    expect(result.current.dialog.open).toBe(false);

    act(() => result.current.ask({ links: [deleteLink] }));
    act(() => result.current.dialog.onCancel());
    act(() => result.current.ask({ links: [] }));
    act(() => result.current.dialog.onConfirm());
    expect(remove.mutate).toHaveBeenCalledOnce();
  });
});
