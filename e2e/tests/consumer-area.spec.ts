import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { signUp } from '../support/sign-up';

const SEARCH_KEY = 'hearth-demo-search-key';

/** The status line of the results: "{n} Results, Showing …". */
async function resultCount(page: Page): Promise<number> {
  const line = page
    .getByRole('status')
    .filter({ hasText: /Results, Showing/ })
    .first();
  await expect(line).toHaveText(/^[\d,]+ Results, Showing/);
  return Number((await line.textContent())?.split(' ')[0]?.replaceAll(',', ''));
}

/** A city of the demo data with a few dozen homes for sale: fewer than 1,000, so it can be saved. */
async function smallCity(request: APIRequestContext): Promise<string> {
  const res = await request.get(
    '/search/v1/listings?limit=40&PropertyType[in]=RESI&StandardStatus[in]=Active&fields=City',
    {
      headers: { Authorization: `Bearer ${SEARCH_KEY}` },
    },
  );
  const { bundle } = (await res.json()) as { bundle: { City: string }[] };
  const counts = new Map<string, number>();
  for (const { City } of bundle) counts.set(City, (counts.get(City) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
}

/**
 * Signs a new consumer up and saves `count` active listings to their favourites through the
 * signed-in page's own session, as hearts would; the listings with their prices.
 */
async function consumerWithFavourites(page: Page, request: APIRequestContext, count: number) {
  await signUp(page, request);
  const res = await request.get(
    `/search/v1/listings?limit=${count}&StandardStatus[in]=Active&fields=ListingId,ListPrice`,
    { headers: { Authorization: `Bearer ${SEARCH_KEY}` } },
  );
  const { bundle } = (await res.json()) as { bundle: { ListingId: string; ListPrice: number }[] };
  expect(bundle).toHaveLength(count);
  for (const { ListingId } of bundle) {
    const saved = await page.request.post('/mls/v1/saved-listing', {
      data: { listingId: ListingId },
    });
    expect(saved.status()).toBe(200);
  }
  return bundle;
}

test('a consumer saves a search, favourites three listings, rates and annotates one, and runs the search again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signUp(page, request);
  const city = await smallCity(request);

  // Search, and save the search.
  await page.goto(`/homes/${city.replaceAll(' ', '-')}`);
  const total = await resultCount(page);
  await page.getByRole('button', { name: 'Save Search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Save Search' });
  await expect(dialog.getByLabel('E-mail me')).toHaveValue('daily');
  await dialog.getByLabel('Name').fill('ab');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Missing Name');
  await expectNoAxeViolations(page, { exclude: '.maplibregl-canvas' });
  await dialog.getByLabel('Name').fill(`Homes in ${city}`);
  await dialog.getByLabel('Open Houses').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved Homes in ${city}`)).toBeVisible();
  await expect(page).toHaveURL(/savedSearchId/);

  // Favourite from the list…
  const cards = page.locator('article').filter({ has: page.locator('[data-favourite]') });
  const firstHeart = cards.nth(0).locator('[data-favourite]');
  const first = await firstHeart.getAttribute('data-favourite');
  await firstHeart.click();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');

  // …from a map popup…
  const markers = page.locator('.maplibregl-marker button').filter({ hasText: /^\$/ });
  let second = '';
  for (let i = 0; i < 12 && !second; i += 1) {
    // From the keyboard: a marker is a button.
    await markers.nth(i).focus();
    await page.keyboard.press('Enter');
    const heart = page.locator('.maplibregl-popup [data-favourite]').first();
    await expect(heart).toBeVisible();
    if ((await heart.getAttribute('aria-pressed')) === 'false') {
      second = (await heart.getAttribute('data-favourite')) ?? '';
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }
    await page.keyboard.press('Escape');
  }
  expect(second).not.toBe('');
  // The same listing's card shows it saved too.
  await expect(page.locator(`article [data-favourite="${second}"]`)).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // …and from a listing page.
  const third = cards.filter({ has: page.locator('[aria-pressed="false"]') }).first();
  const thirdId = await third.locator('[data-favourite]').getAttribute('data-favourite');
  await third.locator('a[data-primary]').click();
  const favourite = page.getByRole('toolbar').getByRole('button', { name: 'Favorite' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('toolbar').getByRole('button', { name: 'Favorite' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The saved listings: three cards, one rated and annotated, sorted by rating.
  await page.getByRole('button', { name: 'Welcome, Sam' }).click();
  await page.getByRole('menuitem', { name: 'Saved Listings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Listings' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your Saved Listings' })).toBeVisible();
  const saved = page.locator('[data-saved-listing]');
  await expect(saved).toHaveCount(3);
  expect(
    new Set(await saved.evaluateAll((els) => els.map((e) => e.getAttribute('data-saved-listing')))),
  ).toEqual(new Set([first, second, thirdId]));
  await expectNoAxeViolations(page);
  const rated = saved.filter({ has: page.locator(`[data-favourite="${thirdId}"]`) });
  await rated.locator('label').filter({ hasText: '4 stars' }).click();
  await rated.getByRole('button', { name: /Edit notes/ }).click();
  await rated.getByRole('textbox').fill('Big yard, near the park');
  await rated.getByRole('button', { name: 'Save notes' }).click();
  await expect(rated.getByText('Big yard, near the park')).toBeVisible();
  await page.getByLabel('Sort by', { exact: true }).selectOption('rating');
  await page.reload();
  await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('rating');
  await expect(saved.first()).toHaveAttribute('data-saved-listing', thirdId ?? '');
  await expect(saved.first().getByText('Big yard, near the park')).toBeVisible();
  await expect(saved.first().getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.screenshot({ path: '/tmp/hearth-14-shots/saved-listings.png', fullPage: true });

  // The saved searches: change the frequency, then run the search again.
  await page
    .getByRole('navigation', { name: 'Your account' })
    .getByRole('link', { name: 'Saved Searches' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Searches' })).toBeVisible();
  const item = page.getByRole('article', { name: `Homes in ${city}` });
  await expect(item.getByText(`${total} listings match now`)).toBeVisible();
  await expect(item.getByText('E-mails: Daily · Open Houses')).toBeVisible();
  await item.getByRole('button', { name: /Settings/ }).click();
  const settings = page.getByRole('dialog', { name: `Settings of Homes in ${city}` });
  await settings.getByLabel('E-mail me').selectOption('instantly');
  await expectNoAxeViolations(page);
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(item.getByText('E-mails: Instantly · Open Houses')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/hearth-14-shots/saved-searches.png', fullPage: true });
  await item.getByRole('link', { name: /Search/ }).click();
  await expect(page).toHaveURL(/\/for-sale\?filters=.*savedSearchId/);
  expect(await resultCount(page)).toBe(total);

  // Delete it, after the confirmation.
  await page.goto('/user/saved-searches');
  await page
    .getByRole('article', { name: `Homes in ${city}` })
    .getByRole('button', { name: /Delete/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByRole('heading', { name: 'Nothing Here Yet.' })).toBeVisible();

  // An unknown action of the consumer area goes to /404.
  await page.goto('/user/nothing-like-this');
  await expect(page).toHaveURL(/\/404$/);
});

test('a visitor who favourites a listing is asked to sign in, and it is saved after', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/for-sale');
  const heart = page.locator('article [data-favourite]').first();
  const listingId = await heart.getAttribute('data-favourite');
  await heart.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, { exclude: '.maplibregl-canvas' });
  const favourited = page.waitForResponse(
    (response) =>
      response.url().endsWith('/mls/v1/saved-listing') && response.request().method() === 'POST',
    { timeout: 90_000 },
  );
  await signUp(page, request);
  expect((await favourited).status()).toBe(200);
  await page.goto('/user/saved-listings');
  await expect(page.locator(`[data-saved-listing="${listingId}"]`)).toBeVisible();
});

test('a consumer with many saved listings sees twelve of a group at first, more on asking, and the rest on scrolling', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const bundle = await consumerWithFavourites(page, request, 26);
  await page.goto('/user/saved-listings');
  const cards = page.locator('[data-saved-listing]');
  await expect(cards).toHaveCount(12);
  // The server sorts: the twelve most expensive first (Price Down, the default).
  const byPrice = [...bundle].sort((a, b) => b.ListPrice - a.ListPrice);
  await expect(cards.first()).toHaveAttribute('data-saved-listing', byPrice[0]!.ListingId);
  // From the keyboard.
  await page.getByRole('button', { name: 'Show 12 more saved listings' }).focus();
  await page.keyboard.press('Enter');
  await expect(cards).toHaveCount(24);
  // Scrolling near the end of the group brings the rest.
  await cards.nth(23).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(26);
  await expect(page.getByRole('button', { name: /^Show \d+ more/ })).toHaveCount(0);
  expect(
    await cards.evaluateAll((els) => els.map((e) => e.getAttribute('data-saved-listing'))),
  ).toHaveLength(26);
  await expectNoAxeViolations(page);
});

test('the saved listings arrive drawn by the server, in the sort the person chose last, and the app takes them over', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const bundle = await consumerWithFavourites(page, request, 5);
  const byPrice = [...bundle].sort((a, b) => b.ListPrice - a.ListPrice);
  const differed: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('server-drawn page differed')) differed.push(message.text());
  });
  const firstCard = (html: string) => /data-saved-listing="([^"]+)"/.exec(html)?.[1];

  // The page itself carries the cards, the most expensive first (Price Down, the default).
  const drawn = await page.goto('/user/saved-listings');
  const html = (await drawn?.text()) ?? '';
  expect(html).toContain('data-server-screen="saved-listings"');
  expect(firstCard(html)).toBe(byPrice[0]!.ListingId);
  expect(drawn?.headers()['cache-control']).toBe('private, no-cache');
  const cards = page.locator('[data-saved-listing]');
  await expect(cards).toHaveCount(5);
  await expect(cards.first()).toHaveAttribute('data-saved-listing', byPrice[0]!.ListingId);

  // Taken over: the sort answers; the choice is kept for the next visit.
  await page.getByLabel('Sort by', { exact: true }).selectOption('ListPriceUp');
  await expect(cards.first()).toHaveAttribute('data-saved-listing', byPrice.at(-1)!.ListingId);

  // The next visit is drawn by the server in that sort, and taken over as drawn.
  const again = await page.reload();
  const html2 = (await again?.text()) ?? '';
  expect(html2).toContain('data-server-screen="saved-listings"');
  expect(firstCard(html2)).toBe(byPrice.at(-1)!.ListingId);
  expect(html2).toMatch(/<option value="ListPriceUp" selected="">/);
  await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('ListPriceUp');
  await expect(cards.first()).toHaveAttribute('data-saved-listing', byPrice.at(-1)!.ListingId);
  await page.getByLabel('Sort by', { exact: true }).selectOption('ListPriceDown');
  await expect(cards.first()).toHaveAttribute('data-saved-listing', byPrice[0]!.ListingId);
  expect(differed).toEqual([]);
  await expectNoAxeViolations(page);
});
