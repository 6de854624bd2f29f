import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { findListing } from '../support/listings';
import { expect, test } from '../support/test';

const placeBox = (page: Page) => page.getByRole('combobox', { name: /City, postal code/ });

async function resultsShown(page: Page): Promise<void> {
  const line = page.getByRole('status').filter({ hasText: /Results?, Showing/ });
  await expect(line.first()).toHaveText(/^[\d,]+ Results?, Showing/);
}

/** Types into the place box and submits without choosing a suggestion. */
async function submit(page: Page, text: string): Promise<void> {
  const box = placeBox(page);
  await box.fill(text);
  await box.press('Enter');
}

test('a visitor typing a place exactly lands on its listings, and the box keeps it', async ({
  page,
}) => {
  await page.goto('/for-sale');
  await resultsShown(page);

  await submit(page, 'Davis');
  await expect(page).toHaveURL(/\/homes\/Davis/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/in Davis$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(placeBox(page)).toHaveValue('Davis');
  await resultsShown(page);

  await submit(page, '95618');
  await expect(page).toHaveURL(/95618/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(placeBox(page)).toHaveValue('95618');
  await resultsShown(page);
});

test('a visitor who misspells a town is asked whether they meant it, on a phone too', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/for-sale');
  await resultsShown(page);

  await submit(page, 'Sacramneto');
  const dialog = page.getByRole('dialog', { name: 'Did you mean Sacramento?' });
  await expect(dialog).toBeVisible();
  // Every choice once, and Close whole on the screen.
  const choices = await dialog.getByRole('listitem').allTextContents();
  expect(new Set(choices).size).toBe(choices.length);
  const close = dialog.getByRole('button', { name: 'Close' });
  const box = await close.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  await expectNoAxeViolations(page, { include: 'dialog' });

  await dialog.getByRole('button', { name: /^Sacramento \(City\)/ }).click();
  await expect(page).toHaveURL(/\/homes\/Sacramento/);
  await expect(placeBox(page)).toHaveValue('Sacramento');
  await resultsShown(page);
});

test('a visitor finds the homes of a street typed without a house number', async ({
  page,
  request,
}) => {
  const listing = await findListing(
    request,
    (found) =>
      found.InternetAddressDisplayYN !== false &&
      /^\d+ [^,#]+,/.test(found.UnparsedAddress ?? '') &&
      found.StandardStatus === 'Active' &&
      found.PropertyType === 'RESI',
  );
  const street = listing.UnparsedAddress!.replace(/^\d+ /, '').split(',')[0]!.trim();
  await page.goto('/for-sale');
  await resultsShown(page);

  await submit(page, street);
  const dialog = page.getByRole('dialog', { name: 'Did you Mean...' });
  await expect(dialog).toBeVisible();
  const choices = (await dialog.getByRole('listitem').allTextContents()).map((text) => text.trim());
  expect(choices.length).toBeGreaterThan(0);
  expect(new Set(choices).size).toBe(choices.length);
  for (const choice of choices) expect(choice).toContain(` ${street}`);

  const first = dialog.getByRole('listitem').first().getByRole('button');
  const address = (await first.textContent())!.replace(/\s*\(.*\)\s*$/, '').trim();
  await first.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(placeBox(page)).toHaveValue(address);
  await expect(page.getByText(address.split(',')[0]!).first()).toBeVisible();
});
