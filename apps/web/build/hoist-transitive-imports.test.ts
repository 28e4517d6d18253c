import { describe, expect, it } from 'vitest';
import { type ChunkShape, hoistTransitiveImports } from './hoist-transitive-imports';

const chunk = (fileName: string, imports: string[], kind: Partial<ChunkShape> = {}): ChunkShape => ({
  fileName,
  imports,
  isEntry: false,
  isDynamicEntry: false,
  code: `/* ${fileName} */`,
  ...kind,
});

describe('hoisting a screen chunk’s indirect imports', () => {
  it('names every chunk the screen needs, in the order they run, and none the entry loaded', () => {
    const chunks = [
      chunk('assets/index.js', ['assets/frame.js'], { isEntry: true }),
      chunk('assets/frame.js', []),
      chunk('assets/screen.js', ['assets/index.js', 'assets/form.js', 'assets/table.js'], { isDynamicEntry: true }),
      chunk('assets/form.js', ['assets/frame.js', 'assets/field.js', 'assets/rules.js']),
      chunk('assets/field.js', ['assets/rules.js']),
      chunk('assets/rules.js', []),
      chunk('assets/table.js', ['assets/rules.js']),
    ];
    hoistTransitiveImports(chunks);
    const screen = chunks.find((c) => c.fileName === 'assets/screen.js');
    expect(screen?.code).toBe(
      'import"./rules.js";import"./field.js";import"./form.js";import"./table.js";/* assets/screen.js */',
    );
    // Chunks that are not loaded on demand keep their code: their importer named what they need.
    expect(chunks.find((c) => c.fileName === 'assets/form.js')?.code).toBe('/* assets/form.js */');
    expect(chunks.find((c) => c.fileName === 'assets/index.js')?.code).toBe('/* assets/index.js */');
  });

  it('leaves a screen alone whose chunks it imports directly', () => {
    const chunks = [
      chunk('assets/index.js', [], { isEntry: true }),
      chunk('assets/screen.js', ['assets/index.js', 'assets/query.js'], { isDynamicEntry: true }),
      chunk('assets/query.js', ['assets/index.js']),
    ];
    hoistTransitiveImports(chunks);
    expect(chunks[1].code).toBe('/* assets/screen.js */');
  });

  it('writes paths relative to the screen’s folder', () => {
    const chunks = [
      chunk('assets/screens/screen.js', ['assets/form.js'], { isDynamicEntry: true }),
      chunk('assets/form.js', ['assets/field.js']),
      chunk('assets/field.js', []),
    ];
    hoistTransitiveImports(chunks);
    expect(chunks[0].code).toBe('import"./../field.js";import"./../form.js";/* assets/screens/screen.js */');
  });
});
