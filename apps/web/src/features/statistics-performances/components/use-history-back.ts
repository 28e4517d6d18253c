import { useCallback } from 'react';
import { useLocation, useNavigate } from '../../../lib/router';

/**
 * Goes one step back in the browser history (spec §2.2); a screen opened directly (no earlier entry
 * of this app) goes to `fallback` instead of leaving the portal.
 */
export function useHistoryBack(fallback: string): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const first = location.key === 'default';
  return useCallback(() => {
    if (first) void navigate(fallback);
    else void navigate(-1);
  }, [first, fallback, navigate]);
}
