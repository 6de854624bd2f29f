import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { findListing } from '../support/listings';

// A map in software WebGL and an axe scan are slow on a loaded machine.
test.describe.configure({ timeout: 90_000 });

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

test('a visitor on a phone sees a photo first and browses the photos full screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const listing = await findListing(
    request,
    (l) => l.StandardStatus === 'Active' && (l.Media?.length ?? 0) > 3,
  );
  await page.goto(`/listing/${listing.ListingId}`);
  const gallery = page.getByRole('region', { name: 'Photos' });
  const photo = gallery.getByRole('img').first();
  await expect(photo).toBeVisible();
  const box = await photo.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844);

  await gallery.getByRole('button', { name: 'Full Screen' }).click();
  const viewer = page.getByRole('dialog', { name: 'Photos, full screen' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByText(/^Photo 1 of \d+/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText(/^Photo 2 of \d+/)).toBeVisible();
  const stage = await viewer.getByRole('img').boundingBox();
  if (!stage) throw new Error('the viewer shows no photo');
  const y = stage.y + stage.height / 2;
  await page.mouse.move(stage.x + stage.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width * 0.2, y, { steps: 4 });
  await page.mouse.up();
  await expect(viewer.getByText(/^Photo 3 of \d+/)).toBeVisible();
  await expectNoAxeViolations(page, { include: 'dialog' });
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(gallery.getByText(/^Photo 3 of \d+/)).toBeVisible();
});
