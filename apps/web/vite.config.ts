import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileHintForEntry } from './build/compile-hint';
import { lazyNumberFormat } from './build/lazy-number-format';
import { frameTexts } from './build/frame-texts';

export default defineConfig({
  plugins: [react(), frameTexts(), lazyNumberFormat(), compileHintForEntry()],
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
