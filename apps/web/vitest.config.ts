import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { frameTexts } from './build/frame-texts';

export default defineConfig({
  plugins: [react(), frameTexts()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    // One jsdom and one import of MUI per worker, not per file (150 s became 87 s); the set-up resets
    // what files share (clean-up, storage, language, emotion's styles).
    isolate: false,
  },
});
