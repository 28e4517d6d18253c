import type { Plugin } from 'vite';

/** V8's magic comment for a file whose functions run while the page loads (Chrome 136 and later). */
export const compileHint = '//# allFunctionsCalledOnLoad';

/**
 * Marks the entry chunk for eager compilation. V8 otherwise compiles a function when it is first
 * called, on the main thread, in the middle of the app's start; with the hint it compiles the whole
 * file on a background thread while the file downloads. The entry holds the frame, React, the router
 * and MUI's core, nearly all of which runs before the first screen. Lazy screens stay unmarked (most
 * of their code runs only when used). Other browsers ignore the comment.
 */
export function compileHintForEntry(): Plugin {
  return {
    name: 'compile-hint-for-entry',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the chunk: the comment must open the file.
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.isEntry) chunk.code = `${compileHint}\n${chunk.code}`;
        }
      },
    },
  };
}
