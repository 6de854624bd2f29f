import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { findListing } from '../support/listings';

// Map canvases in software WebGL are slow on a loaded machine.
test.describe.configure({ timeout: 60_000 });

test('a result card names its town once, and the sort control is a finished drop-down', async ({
  page,
}) => {
  await page.goto('/for-sale');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const address = (await card.getByRole('heading', { level: 3 }).innerText()).trim();
  // '699 Elm St, Kings Beach, CA 96143' once, never again as 'Kings Beach, CA, 96143'.
  const [, town, stateZip = ''] = address.split(', ');
  const placeLine = `${town}, ${stateZip.replace(' ', ', ')}`;
  await expect(card.getByText(placeLine, { exact: true })).toHaveCount(0);

  const sort = page.getByRole('combobox', { name: 'Sort' });
  const look = await sort.evaluate((element) => {
    const style = getComputedStyle(element);
    return { appearance: style.appearance, radius: style.borderTopLeftRadius };
  });
  expect(look).toEqual({ appearance: 'none', radius: '4px' });
});

test('directory cards in a row are of even height and phone numbers never wrap', async ({
  page,
}) => {
  await page.goto('/directory');
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('article') });
  await expect(cards.nth(3)).toBeVisible();
  const heights = await Promise.all(
    [0, 1, 2, 3].map(async (i) => (await cards.nth(i).getByRole('article').boundingBox())?.height),
  );
  expect(new Set(heights).size).toBe(1);
  const phones = page.locator('a[href^="tel:"]');
  const count = Math.min(await phones.count(), 12);
  for (let i = 0; i < count; i += 1) {
    const fit = await phones.nth(i).evaluate((element) => {
      const card = element.closest('article')?.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return { lines: element.getClientRects().length, inside: !card || box.right <= card.right };
    });
    // On one line, and inside its card rather than running out of it.
    expect(fit, await phones.nth(i).innerText()).toEqual({ lines: 1, inside: true });
  }
});

test('an office card and its map share one row, the card holding all it says', async ({ page }) => {
  await page.goto('/directory');
  await page.getByRole('button', { name: 'Offices' }).click();
  await page.getByRole('article').first().getByRole('link').first().click();
  const map = page.locator('.maplibregl-map');
  await expect(map).toBeVisible();
  const card = page.getByRole('region', { name: 'Office information' });
  const cardBox = await card.boundingBox();
  const mapBox = await map.boundingBox();
  // Beside each other on a desktop, tops aligned.
  expect(Math.abs((cardBox?.y ?? 0) - (mapBox?.y ?? -100))).toBeLessThanOrEqual(2);
  // Nothing of the card's content runs past its bottom.
  const overflow = await card.evaluate((element) => {
    const last = element.lastElementChild?.getBoundingClientRect().bottom ?? 0;
    return last - element.getBoundingClientRect().bottom;
  });
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a screen that fails to load shows a styled error with ways on', async ({ page }) => {
  await page.goto('/for-sale');
  await page.route(/\/assets\/listing-detail-page-[^/]*\.js$/, (route) => route.abort());
  await page
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 3 })
    .getByRole('link')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Something Went Wrong' })).toBeVisible();
  const reload = page.getByRole('button', { name: 'Reload the page' });
  const background = await reload.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(background).toBe('rgb(11, 79, 138)');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expectNoAxeViolations(page);
});

test("a map marker's popup shows the home's photo, price, beds, baths and address", async ({
  page,
  request,
}) => {
  const listing = await findListing(
    request,
    (l) => l.StandardStatus === 'Active' && l.PropertyType === 'RESI' && Boolean(l.UnparsedAddress),
  );
  const filters = encodeURIComponent(JSON.stringify({ ListingId: listing.ListingId }));
  await page.goto(`/for-sale?filters=${filters}`);
  const marker = page
    .getByRole('region', { name: 'Map of the results' })
    .getByRole('button', { name: new RegExp(`^${listing.UnparsedAddress}, \\$`) });
  await expect(marker).toBeVisible();
  // What the popup shows, recorded as it is added: how and when it opens is the marker's
  // business; this journey reads what it holds.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { popups: string[] }).popups = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof HTMLElement)) continue;
          const popup =
            node.closest('.maplibregl-popup') ?? node.querySelector('.maplibregl-popup');
          if (!popup) continue;
          seen.push(
            `${popup.textContent} [photo ${popup.querySelector('img')?.getAttribute('src') ?? ''}]`,
          );
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  await marker.focus();
  await page.keyboard.press('Enter');
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { popups: string[] }).popups.join('\n')))
    .toMatch(/\$[\d,]+/);
  const shown = await page.evaluate(() =>
    (window as unknown as { popups: string[] }).popups.join('\n'),
  );
  expect(shown).toMatch(/\d+ Beds? · \d+ Baths?/);
  expect(shown).toContain(listing.UnparsedAddress ?? '');
  expect(shown).toMatch(/\[photo \S+\]/);
});
