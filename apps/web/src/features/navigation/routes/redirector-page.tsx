import { useEffect, useRef } from 'react';
import { useNavigate } from '../../../lib/router';
import { pathTo } from '../../../lib/routing';

/** /redirector: goes back one step, so the previous screen loads again (after an organisation change). */
export function RedirectorPage() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    // Opened directly (no history to return to): the dashboard.
    if (window.history.length <= 1) void navigate(pathTo('dashboard'), { replace: true });
    else void navigate(-1);
  }, [navigate]);
  return null;
}
