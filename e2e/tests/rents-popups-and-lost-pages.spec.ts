import { expectNoAxeViolations } from '../support/axe';
import { findListing } from '../support/listings';
import { signedInPage } from '../support/sessions';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

test('a renter reads every lease price as a month’s rent, in English and in Spanish', async ({
  page,
  request,
}) => {
  const rental = await findListing(
    request,
    (l) => l.PropertyType === 'RLSE' && l.StandardStatus === 'Active',
  );
  await page.goto(`/listing/${rental.ListingId}`);
  const summary = page.getByRole('region', { name: 'Listing summary' });
  await expect(summary.getByText(/^\$[\d,]+\/mo$/)).toBeVisible();
  // Similar Homes Nearby are rentals too: each price says so.
  const similar = page.getByRole('region', { name: 'Similar Homes Nearby' });
  await expect(similar.getByRole('link').first()).toBeVisible();
  for (const text of await similar.getByRole('link').allTextContents()) {
    expect(text).toMatch(/^\$[\d,]+\/mo · /);
  }
  // Its hearts are round, the size of the others, and every card's text starts at one height.
  const hearts = await similar
    .getByRole('button', { name: /^Save .* to favorites$/ })
    .evaluateAll((all) => all.map((b) => b.getBoundingClientRect().toJSON() as DOMRect));
  expect(hearts.length).toBeGreaterThan(0);
  for (const heart of hearts) {
    expect(Math.abs(heart.width - heart.height)).toBeLessThan(2);
    expect(heart.width).toBeLessThan(60);
  }
  const tops = await similar
    .getByRole('link')
    .evaluateAll((all) => all.map((link) => Math.round(link.getBoundingClientRect().top)));
  const firstRow = tops.filter((top) => Math.abs(top - tops[0]!) < 100);
  expect(new Set(firstRow).size, `price lines at ${firstRow.join(', ')}`).toBe(1);

  await page.getByRole('button', { name: 'Español' }).click();
  // The summary's name is Spanish now: the price is found by its words.
  await expect(page.getByText(/\d\/mes$/).first()).toBeVisible();
});

test('an agent’s page says per month of a lease', async ({ browser, request }) => {
  const rental = await findListing(
    request,
    (l) => l.PropertyType === 'RLSE' && l.StandardStatus === 'Active',
  );
  const page = await signedInPage(browser, 'consumer@hearth.example');
  await page.goto(`/listing/${rental.ListingId}`);
  const agentLink = page.locator('a[href^="/agent/"]').first();
  await expect(agentLink).toBeVisible();
  await agentLink.click();
  await expect(page).toHaveURL(/\/agent\//);
  await expect(page.getByText(/^\$[\d,]+\/mo$/).first()).toBeVisible();
  await page.context().close();
});

/** A town with few enough listings for price markers, some of them close together. */
const ROSEVILLE = '/for-sale?filters=' + encodeURIComponent(JSON.stringify({ City: 'Roseville' }));

test('a visitor opens a price marker’s popup and nothing is drawn over it', async ({ page }) => {
  await page.goto(ROSEVILLE);
  await expect(page.locator('.maplibregl-canvas')).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of the results' });
  const markers = map.getByRole('button', { name: /\$/ });
  await expect(markers.first()).toBeVisible();
  const popup = page.locator('.maplibregl-popup');
  // A few markers in turn (an open popup may move the map, and the markers with it).
  let checked = 0;
  for (let i = 0; i < 4; i++) {
    if ((await markers.count()) <= i) break;
    // A marker the moved map took off the screen ends the round; the first is always checked.
    const clicked = await markers
      .nth(i)
      .click({ force: true, timeout: 5_000 })
      .then(() => true)
      .catch(() => i > 0 && false);
    if (!clicked) {
      if (i === 0) throw new Error('the first price marker could not be clicked');
      break;
    }
    await expect(popup).toBeVisible();
    // Points across the popup's card: each must hit the popup itself, not a marker over it.
    // Measured once the popup's card has its size (a popup replacing another is drawn in a frame).
    const covered = () =>
      popup
        .locator('.maplibregl-popup-content')
        .evaluate(
          (element) => {
            const box = element.getBoundingClientRect();
            let hidden = 0;
            let all = 0;
            for (let x = box.left + 4; x < box.right - 4; x += 12) {
              for (let y = box.top + 4; y < box.bottom - 4; y += 12) {
                all += 1;
                const hit = document.elementFromPoint(x, y);
                if (hit && !element.contains(hit)) hidden += 1;
              }
            }
            return all === 0 ? Number.NaN : hidden / all;
          },
          undefined,
          { timeout: 2_000 },
        )
        .catch(() => Number.NaN);
    await expect.poll(covered, { message: `popup ${i} covered` }).toBe(0);
    checked += 1;
    await page.keyboard.press('Escape');
  }
  expect(checked).toBeGreaterThan(0);
});

test('an agent’s share button on a result card is named and explained', async ({ browser }) => {
  const page = await signedInPage(browser, 'agent@hearth.example');
  await page.goto('/for-sale');
  const share = page.getByRole('button', { name: /^Share with a contact: / }).first();
  await expect(share).toBeVisible();
  await expect(share).toHaveAttribute('title', /^Share with a contact: .+/);
  expect(await page.getByRole('button', { name: /shareWithContact/ }).count()).toBe(0);
  await page.context().close();
});

test('a lost address answers 404 with the Page Not Found page', async ({ page }) => {
  const lost = await page.goto('/no-such-page/at-all');
  expect(lost?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
  const consumerLost = await page.goto('/user/no-such-thing');
  expect(consumerLost?.status()).toBe(404);
  for (const path of ['/for-sale', '/directory', '/user/login', '/account/login']) {
    expect((await page.goto(path))?.status(), path).toBe(200);
  }
});

test('a cut-off unsubscribe link shows the wrong-link page, not the API’s JSON', async ({
  page,
}) => {
  await page.goto('/alerts/unsubscribe');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('body')).not.toContainText('"status"');
  await expect(page.locator('body')).not.toContainText('invalid_request');
});
