import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Tests of the whole API whose outcome the database does not decide: the fuzzer (no input reaches a
 * 500) and the permission matrix (who may call what, decided by the policies in code; the
 * visibility SQL runs on both databases in each area's own access tests). They run once, on
 * PostgreSQL where there is one: the matrix took 33 s there and 43 s on PGlite, outside the full suite.
 */
const onceOnEither = ['src/api/fuzz.test.ts', 'src/api/permission-matrix.test.ts'];

// The server's API tests run on PGlite always, and once more on a real PostgreSQL server when
// TEST_DATABASE_URL names one (CI does). Browser journeys run separately (npm run test:e2e).
const postgres = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: './apps/server/vitest.config.ts',
        test: {
          name: 'server-pg',
          root: './apps/server',
          env: { TEST_DB: 'postgres' },
          // What does not depend on the database runs once, on PGlite.
          exclude: [
            'src/db/client.test.ts',
            'src/config.test.ts',
            'src/mail/mailer.test.ts',
            'src/plugins/security-headers.test.ts',
            'src/plugins/request-log.test.ts',
            'src/plugins/uploads.test.ts',
            'src/plugins/storage/**',
            'src/plugins/web-app.test.ts',
            'src/competition-approval/file-sniff.test.ts',
            'src/competition-approval/ical.test.ts',
            'src/competition-approval/invoice-pdf.test.ts',
            'src/results-import/result-file.test.ts',
            'src/results-import/import-template.test.ts',
          ],
        },
      },
    ]
  : [];

const server = process.env.TEST_DATABASE_URL
  ? { extends: './apps/server/vitest.config.ts', test: { root: './apps/server', exclude: ['**/node_modules/**', ...onceOnEither] } }
  : 'apps/server';

if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests must run in CI.');
}

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on a two-core machine that is one worker, and the
    // suite takes a third longer (measured: 209 s against 158 s).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: ['packages/domain', server, 'apps/web', ...postgres],
  },
});
