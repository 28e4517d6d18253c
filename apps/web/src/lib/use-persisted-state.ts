import { useCallback, useState, type SetStateAction } from 'react';
import { storage } from './storage';

/** Local storage keys of the list filters and paging (spec §9: "further keys hold list filters and paging"). */
export const listStateKeys = {
  userManagement: 'list.userManagement',
  roleRequests: 'list.roleRequests',
  competitionApprovals: 'list.competitionApprovals',
} as const;

/**
 * Like `useState`, but the value survives a reload: it is read from local storage once and written
 * back on every change. A stored value is merged over `initial`, so fields added later get their default.
 */
export function usePersistedState<T extends object>(key: string, initial: T): [T, (next: SetStateAction<T>) => void] {
  const [value, setValue] = useState<T>(() => {
    const stored = storage.getJson<Partial<T>>(key);
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? { ...initial, ...stored } : initial;
  });
  const set = useCallback(
    (next: SetStateAction<T>) => {
      setValue((previous) => {
        const resolved = typeof next === 'function' ? (next as (p: T) => T)(previous) : next;
        // Storage may be full or disabled (private mode); the state still works for this visit.
        try {
          storage.setJson(key, resolved);
        } catch {
          /* ignore */
        }
        return resolved;
      });
    },
    [key],
  );
  return [value, set];
}
