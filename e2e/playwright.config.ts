import { defineConfig } from '@playwright/test';

const ci = Boolean(process.env.CI);
const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * Journeys run in the system Chromium (Debian's package) against one real server that the
 * global setup starts with demo data. Playwright never downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  workers: ci ? 1 : 2,
  retries: ci ? 1 : 0,
  forbidOnly: ci,
  // Axe scans a page of a hundred result cards and a map: seconds on a busy 2-core machine.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    // Set by the global setup; workers start after it and inherit it.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    timezoneId: 'America/New_York',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
});
