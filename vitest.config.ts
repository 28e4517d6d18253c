import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; browser journeys run separately (npm run test:e2e).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
