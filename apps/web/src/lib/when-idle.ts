/**
 * Runs `task` once the browser is idle (or after a second where it cannot say): for code fetched
 * ahead of need, which must not compete with the first screen. Returns the cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1000);
  return () => window.clearTimeout(timer);
}
