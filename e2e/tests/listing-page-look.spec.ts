import { expect, test } from '../support/test';
import { findListing } from '../support/listings';

test('a visitor sees where the listing is: its map shows the pin and zoom controls', async ({
  page,
  request,
}) => {
  const listing = await findListing(
    request,
    (l) => l.StandardStatus === 'Active' && Boolean(l.UnparsedAddress),
  );
  await page.goto(`/listing/${listing.ListingId}`);
  const map = page.getByRole('region', { name: 'Map of the listing' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('img', { name: "The listing's location" })).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  await expect(map.locator('canvas')).toBeVisible();
});
