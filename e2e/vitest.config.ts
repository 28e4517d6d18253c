import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One portal and one browser per file; files run one after another to stay within 2 cores.
    fileParallelism: false,
  },
});
