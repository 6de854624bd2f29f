import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

test('a visitor pages to the next results from the bottom and lands at their top', async ({
  page,
}) => {
  await page.goto('/for-sale');
  // The grid alone: a map that settles late would narrow the results to its box.
  await page.getByRole('button', { name: 'Grid', exact: true }).click();
  const pager = page.getByRole('navigation', { name: 'Result pages' });
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem')).toHaveCount(100);
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Showing 101 to/ })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
});

test('a visitor opens a listing far down the results and Back returns to it', async ({ page }) => {
  await page.goto('/for-sale');
  // The grid alone: a map that settles late would narrow the results to its box.
  await page.getByRole('button', { name: 'Grid', exact: true }).click();
  const cards = page.getByRole('list', { name: 'Listings' }).getByRole('listitem');
  await expect(cards).toHaveCount(100);
  const card = cards.nth(40);
  await card.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  expect(before).toBeGreaterThan(1000);
  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/listing\//);
  await page.goBack();
  await expect(cards).toHaveCount(100);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);
  await expect(card).toBeInViewport();
});
