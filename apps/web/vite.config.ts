import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHintForEntry } from './build/compile-hint';
import { lazyNumberFormat } from './build/lazy-number-format';
import { frameTexts } from './build/frame-texts';
import { hoistTransitiveImportsPlugin } from './build/hoist-transitive-imports';

export default defineConfig({
  plugins: [react(), frameTexts(), lazyNumberFormat(), compileHintForEntry(), hoistTransitiveImportsPlugin()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  // No source maps in the served build: they would publish the sources. `manifest` lists each chunk's
  // imports for the first-load bench.
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // A screen's chunk names the chunks it needs itself (build/hoist-transitive-imports.ts), so the
    // entry does not carry a list of them for each screen; style sheets stay listed (the browser
    // loads a chunk's CSS only through them). Decision 062.
    modulePreload: {
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === 'js' ? dependencies.filter((file) => file.endsWith('.css')) : dependencies),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'frame', tags: ['$initial'] },
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/ },
            { name: 'validation', test: /node_modules[\\/](zod|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
});
