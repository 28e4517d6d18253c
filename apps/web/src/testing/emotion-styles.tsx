import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { afterAll, beforeAll } from 'vitest';

/**
 * jsdom works out an element's style by matching it against every style sheet of the document, and
 * MUI's emotion adds one per rule (several hundred per screen): role queries by accessible name,
 * which ask for the style of every node they pass, took half of the component tests' time. The
 * tests therefore render without emotion's style elements; a file that checks a computed style
 * (a colour the spec names) calls `keepEmotionStyles()` in the block of the tests that look.
 */
let keep = false;
const installed = Symbol.for('portal.leaveOutEmotionStyles');

/** For this file, or the block it is called in: emotion's styles are added, through a cache of each render's own (files share a worker). */
export function keepEmotionStyles(): void {
  beforeAll(() => {
    keep = true;
  });
  afterAll(() => {
    keep = false;
    for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
  });
}

/** The styles of a render, when its file keeps them: a new cache, so that every rule is added again. */
export function EmotionStyles({ children }: { children: ReactNode }) {
  const [cache] = useState(() => (keep ? createCache({ key: 'kept' }) : null));
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : children;
}

/** Run by the test set-up before each file: emotion's style elements are not added to the document. */
export function leaveOutEmotionStyles(): void {
  keep = false;
  const prototype = Node.prototype as Node & { [installed]?: true };
  if (prototype[installed]) return;
  prototype[installed] = true;
  const insertBefore = Node.prototype.insertBefore;
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    if (!keep && node instanceof HTMLStyleElement && node.hasAttribute('data-emotion')) return node;
    return insertBefore.call(this, node, child) as T;
  };
}
