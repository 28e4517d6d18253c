import path from 'node:path';
import type { Plugin } from 'vite';

/** The parts of an output chunk this plugin reads and writes. */
export interface ChunkShape {
  fileName: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  code: string;
}

/** `file`'s static imports and theirs, in the order they are evaluated (each before its importer). */
function evaluationOrder(file: string, chunks: Map<string, ChunkShape>, seen: Set<string>, order: string[]): string[] {
  for (const imported of chunks.get(file)?.imports ?? []) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    evaluationOrder(imported, chunks, seen, order);
    order.push(imported);
  }
  return order;
}

/**
 * Prepends to each chunk loaded on demand an import of every chunk it needs, directly or not, so
 * that the browser asks for all of them as soon as the chunk arrives instead of one level of imports
 * after the other. In the order they are evaluated in anyway, so nothing runs earlier than before.
 * Chunks the entry loads are left out: they are in the browser already.
 */
export function hoistTransitiveImports(chunks: ChunkShape[]): void {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) {
    loaded.add(entry.fileName);
    evaluationOrder(entry.fileName, byFile, loaded, []);
  }
  for (const chunk of chunks) {
    if (!chunk.isDynamicEntry || chunk.isEntry) continue;
    const needed = evaluationOrder(chunk.fileName, byFile, new Set(loaded), []);
    if (needed.every((file) => chunk.imports.includes(file))) continue;
    const from = path.posix.dirname(chunk.fileName);
    // The direct imports too, in their place: the first import of a chunk decides when it runs.
    const imports = needed.map((file) => `import"./${path.posix.relative(from, file)}";`).join('');
    chunk.code = `${imports}${chunk.code}`;
  }
}

/**
 * What Rollup does by default (`output.hoistTransitiveImports`) and Rolldown does not yet. With it,
 * Vite's lists of what to preload for each dynamic import (`build.modulePreload`) can stay out of
 * the entry: a screen's chunk names its chunks itself, one round trip after the screen's own.
 */
export function hoistTransitiveImportsPlugin(): Plugin {
  return {
    name: 'hoist-transitive-imports',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        hoistTransitiveImports(Object.values(bundle).filter((output) => output.type === 'chunk'));
      },
    },
  };
}
