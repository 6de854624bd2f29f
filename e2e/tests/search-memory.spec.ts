import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

// Each test is a fresh browser: nothing remembered from an earlier visit.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
    }
  });
});

const results = (page: Page) =>
  expect(
    page.getByRole('status').filter({ hasText: /Results, Showing|No Matching/ }),
  ).toBeVisible();

test('a remembered search never takes the visitor off the page they asked for', async ({
  page,
}) => {
  await page.goto('/for-rent');
  await results(page);
  await page.goto('/commercial-lease');
  await results(page);
  await expect(page).toHaveURL(/\/commercial-lease$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Commercial Property For Lease');
});

test('after a search in one town, a typed /for-sale and Buy open the whole region', async ({
  page,
}) => {
  const filters = encodeURIComponent(JSON.stringify({ City: 'Davis', 'ListPrice[gte]': 300000 }));
  await page.goto(`/for-sale?filters=${filters}`);
  await results(page);
  await expect(page).toHaveURL(/Davis/);

  // A new visit to /for-sale keeps the price, not the town.
  await page.goto('/for-sale');
  await results(page);
  await expect(page).not.toHaveURL(/Davis/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residential Property For Sale');
  await expect(page.getByRole('button', { name: /Remove filter Min Price: \$300k/ })).toBeVisible();

  await page.goto(`/for-sale?filters=${filters}`);
  await results(page);
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Buy', exact: true })
    .first()
    .click();
  await results(page);
  await expect(page).not.toHaveURL(/Davis/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Residential Property For Sale');
});
