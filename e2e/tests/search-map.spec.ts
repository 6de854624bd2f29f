import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

// A WebGL map on a shared machine takes a while.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
    }
  });
});

/** Collects uncaught errors, so that a test can say the page never broke. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function mapReady(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /Results, Showing/ })).toBeVisible();
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  await expect(page.locator('[data-zoom]')).toBeVisible();
}

test('a visitor starts drawing an area, then closes the map or switches to the grid', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await page.goto('/for-sale');
  await mapReady(page);
  await page.getByRole('button', { name: 'Draw Area' }).click();
  await page.getByRole('button', { name: 'Close Map' }).click();
  await expect(page.locator('[data-zoom]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Listings' })).toBeVisible();

  await page.getByRole('button', { name: 'Map + Grid', exact: true }).click();
  await mapReady(page);
  await page.getByRole('button', { name: 'Draw Area' }).click();
  await page.getByRole('button', { name: 'Grid', exact: true }).click();
  await expect(page.locator('[data-zoom]')).toHaveCount(0);
  await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a visitor clicks once on the map while drawing, then opens a listing', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto('/for-sale');
  await mapReady(page);
  await page.getByRole('button', { name: 'Draw Area' }).click();
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('the map has no size');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByRole('button', { name: 'Cancel Drawing' })).toBeVisible();

  await page.getByRole('list', { name: 'Listings' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/listing\//);
  await expect(page.getByText('Something Went Wrong')).toHaveCount(0);
  expect(errors).toEqual([]);
});
