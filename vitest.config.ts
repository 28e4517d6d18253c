import os from 'node:os';
import { defineConfig } from 'vitest/config';

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
            // The fuzzer checks that no input reaches a 500; the SQL is the same on PGlite.
            'src/api/fuzz.test.ts',
            // Who may call what: decided by the policies in code, the same on either database (the
            // visibility SQL runs on PostgreSQL in each area's own access tests); 60 s of the run.
            'src/api/permission-matrix.test.ts',
          ],
        },
      },
    ]
  : [];

if (process.env.CI === 'true' && !process.env.TEST_DATABASE_URL) {
  throw new Error('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests must run in CI.');
}

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on a two-core machine that is one worker, and the
    // suite takes a third longer (measured: 209 s against 158 s).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: ['packages/domain', 'apps/server', 'apps/web', ...postgres],
  },
});
