import { useEffect } from 'react';

/**
 * Moves a stored list state back to the last page when its page lies beyond it, as after a
 * deletion or a narrower search (the page number is kept in local storage across visits).
 */
export function usePageWithinTotal<T extends { pageNumber: number }>(
  totalPages: number | undefined,
  pageNumber: number,
  setState: (update: (state: T) => T) => void,
): void {
  const lastPage = totalPages ?? 0;
  useEffect(() => {
    if (lastPage > 0 && pageNumber > lastPage) setState((s) => ({ ...s, pageNumber: lastPage }));
  }, [lastPage, pageNumber, setState]);
}
