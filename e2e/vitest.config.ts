import { defineConfig } from 'vitest/config';
import { LongestFirst } from './support/longest-first';

export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // One portal and one browser per file; two files at a time: a journey mostly waits for its
    // browser and server, so a second one fills the idle core (measured: 557 s one at a time).
    fileParallelism: true,
    maxWorkers: 2,
    isolate: false,
    sequence: { sequencer: LongestFirst },
  },
});
