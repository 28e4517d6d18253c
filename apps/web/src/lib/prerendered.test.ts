import { afterEach, describe, expect, it } from 'vitest';
import { focusedBeforeStart, prerenderTakenOver, typedBeforeStart, watchPrerendered } from './prerendered';

function prerenderedRoot(): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', '');
  root.innerHTML = '<input id="field-email"><input id="field-password">';
  document.body.append(root);
  return root;
}

const type = (field: HTMLInputElement, value: string) => {
  field.focus();
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

describe('the prerendered screen', () => {
  afterEach(() => {
    prerenderTakenOver();
    document.getElementById('root')?.remove();
  });

  it('keeps what was typed before and after the app started, and where, until the app has taken the page over', () => {
    const root = prerenderedRoot();
    const [email, password] = root.querySelectorAll('input');
    email.value = 'club.user@demo.test';
    email.focus();
    watchPrerendered();
    expect(typedBeforeStart('field-email')).toBe('club.user@demo.test');
    expect(focusedBeforeStart()).toBe('field-email');
    // Typed while the app renders its screen (the render yields to the browser).
    type(password, 'Demo-Pass');
    expect(typedBeforeStart('field-password')).toBe('Demo-Pass');
    expect(typedBeforeStart('field-unknown')).toBe('');
    expect(focusedBeforeStart()).toBe('field-password');
    prerenderTakenOver();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
    expect(typedBeforeStart('field-email')).toBe('');
    expect(focusedBeforeStart()).toBeNull();
    // The app's own fields are not watched.
    type(password, 'other');
    expect(typedBeforeStart('field-password')).toBe('');
  });

  it('keeps nothing on a page that was not prerendered', () => {
    const root = prerenderedRoot();
    root.removeAttribute('data-prerendered');
    (root.querySelector('#field-email') as HTMLInputElement).value = 'someone@demo.test';
    watchPrerendered();
    expect(typedBeforeStart('field-email')).toBe('');
  });
});
