import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker: the files share the compiled sources instead of loading them anew.
    isolate: false,
  },
});
