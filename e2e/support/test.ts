/**
 * Playwright's `test` and `expect`, with a page whose `goto` and `reload` wait until the web app
 * has taken the page over (`<html data-app-ready>`, set by main.tsx) when the page is the app's. A search page arrives drawn
 * by the server, and its controls do nothing until then, so a test would race the app's start.
 */
import { test as base, expect, type Page } from '@playwright/test';

/** Waits for the web app to take the page over; pages that are not the app's return at once. */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getElementById('root') === null ||
      document.documentElement.hasAttribute('data-app-ready'),
  );
}

export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args: Parameters<Page['goto']>) => {
      const response = await goto(...args);
      await appReady(page);
      return response;
    };
    page.reload = async (...args: Parameters<Page['reload']>) => {
      const response = await reload(...args);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});

export { expect };
