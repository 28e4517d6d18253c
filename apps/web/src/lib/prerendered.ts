/**
 * The login screen arrives prerendered (apps/web/build/prerender.mjs): `#root` carries
 * `data-prerendered` until the app has drawn its own screen in its place. A visitor on a slow line
 * may type into the prerendered fields meanwhile; what they type is kept here (`watchPrerendered`,
 * from the app's start until its screen is on the page), and the app's form takes it over.
 */
const typed = new Map<string, string>();
let focused: string | null = null;
let submitted = false;
let watched: HTMLElement | null = null;

function prerenderedRoot(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const root = document.getElementById('root');
  return root?.hasAttribute('data-prerendered') ? root : null;
}

function record(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || !field.id) return;
  if (event.type === 'focusin') focused = field.id;
  else if (event.type === 'keydown') submitted ||= (event as KeyboardEvent).key === 'Enter';
  else typed.set(field.id, field.value);
}

/** Starts keeping what the visitor types into the prerendered screen (the app's start calls it). */
export function watchPrerendered(): void {
  const root = prerenderedRoot();
  if (!root || watched) return;
  watched = root;
  for (const field of root.querySelectorAll<HTMLInputElement>('input[id]')) if (field.value) typed.set(field.id, field.value);
  if (document.activeElement instanceof HTMLInputElement && root.contains(document.activeElement)) focused = document.activeElement.id || null;
  for (const type of ['input', 'focusin', 'keydown']) root.addEventListener(type, record, true);
}

/** Whether the app started on the prerendered screen (until it has taken the page over). */
export function prerenderedAtStart(): boolean {
  return watched !== null;
}

/** What the visitor typed into the prerendered field `id`, or ''. */
export function typedBeforeStart(id: string): string {
  return watched ? (typed.get(id) ?? '') : '';
}

/** The id of the prerendered field the visitor was in, if any. */
export function focusedBeforeStart(): string | null {
  return watched ? focused : null;
}

/**
 * Whether the visitor pressed Enter in a prerendered field once the app had started (its form was
 * not there yet to submit). Before the app starts, the prerendered login button is disabled, as the
 * app's is for an empty form, so Enter does nothing.
 */
export function submittedBeforeStart(): boolean {
  return watched !== null && submitted;
}

/** Called once the app's first screen is on the page: from now on, the fields are the app's. */
export function prerenderTakenOver(): void {
  for (const type of ['input', 'focusin', 'keydown']) watched?.removeEventListener(type, record, true);
  watched?.removeAttribute('data-prerendered');
  watched = null;
  typed.clear();
  focused = null;
  submitted = false;
}
