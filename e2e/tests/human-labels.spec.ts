import { expect, test } from '../support/test';
import { findListing, type ListingSummary } from '../support/listings';

// The listing page and the search are slow to take over on a loaded machine.
test.describe.configure({ timeout: 60_000 });

const activeHome = (l: ListingSummary) =>
  l.StandardStatus === 'Active' && l.PropertyType === 'RESI';

/** Raw RESO field names that a visitor must never read. */
const RAW_NAMES = /Bathrooms Total Integer|County Or Parish|Property Sub Type|Listing Id\b|YN\b/;

test('a visitor reads the listing facts in words, in English and in Spanish', async ({
  page,
  request,
}) => {
  const listing = await findListing(request, activeHome);
  await page.goto(`/listing/${listing.ListingId}`);
  const details = page.getByRole('region', { name: 'Property Details' });
  await details.getByRole('button', { name: 'Show Details' }).click();
  const facts = details.locator('dl');
  await expect(facts.first()).toBeVisible();
  await expect(details.getByRole('term').filter({ hasText: /^Bathrooms$/ })).toBeVisible();
  await expect(details.getByRole('term').filter({ hasText: /^County$/ })).toBeVisible();
  const type = details.getByRole('term').filter({ hasText: /^Property Type$/ });
  await expect(type.locator('xpath=following-sibling::dd')).toHaveText('Residential');
  const listed = details.getByRole('term').filter({ hasText: /^Listed On$/ });
  await expect(listed.locator('xpath=following-sibling::dd')).toHaveText(
    /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  const text = await page.locator('main').innerText();
  expect(text).not.toMatch(RAW_NAMES);
  expect(text).not.toMatch(/\b\d{4}-\d{2}-\d{2}\b/);
  expect(text).not.toMatch(/\bRESI\b/);

  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('term').filter({ hasText: /^Baños$/ })).toBeVisible();
  await expect(
    page
      .getByRole('term')
      .filter({ hasText: /^Tipo de propiedad$/ })
      .locator('xpath=following-sibling::dd'),
  ).toHaveText('Residencial');
});

test('a visitor reads the result count as a sentence: "1 Result", "6,165 resultados"', async ({
  page,
  request,
}) => {
  const listing = await findListing(request, activeHome);
  const filters = encodeURIComponent(JSON.stringify({ ListingId: listing.ListingId }));
  await page.goto(`/for-sale?filters=${filters}`);
  const line = page.getByRole('status').filter({ hasText: /Result/ });
  await expect(line).toHaveText('1 Result, Showing 1 to 1');

  await page.goto('/for-sale');
  const english = page.getByRole('status').filter({ hasText: /Results/ });
  await expect(english).toHaveText(/^[\d,]+ Results/);
  const total = Number(
    (/^([\d,]+)/.exec((await english.textContent()) ?? '')?.[1] ?? '').replace(/,/g, ''),
  );
  expect(total).toBeGreaterThan(1);
  await page.getByRole('button', { name: 'Español' }).click();
  // Written with the language's own separators (6,165 resultados at the demo's size).
  await expect(page.getByRole('status').filter({ hasText: /resultados/ })).toHaveText(
    new RegExp(`^${new Intl.NumberFormat('es-US').format(total)} resultados, mostrando 1 a`),
  );
});
