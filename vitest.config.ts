import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contracts', 'apps/server', 'apps/web'],
    // Two cores: server test files each run their own database.
    maxWorkers: 2,
  },
});
