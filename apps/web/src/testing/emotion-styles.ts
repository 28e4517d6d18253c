/**
 * jsdom works out an element's style by matching it against every style sheet of the document, and
 * MUI's emotion adds one per rule (several hundred per screen): role queries by accessible name,
 * which ask for the style of every node they pass, took half of the component tests' time. The
 * tests therefore render without emotion's style elements; a file that checks a computed style
 * (a colour the spec names) calls `keepEmotionStyles()` before it renders.
 */
let keep = false;

export function keepEmotionStyles(): void {
  keep = true;
}

/** Installed once by the test set-up: emotion's style elements are not added to the document. */
export function leaveOutEmotionStyles(): void {
  const insertBefore = Node.prototype.insertBefore;
  Node.prototype.insertBefore = function <T extends Node>(this: Node, node: T, child: Node | null): T {
    if (!keep && node instanceof HTMLStyleElement && node.hasAttribute('data-emotion')) return node;
    return insertBefore.call(this, node, child) as T;
  };
}
