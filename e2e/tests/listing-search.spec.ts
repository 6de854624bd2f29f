import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

const resultsLine = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /Results|resultados|Searching|Buscando|No Matching|No hay/ });

async function resultCount(page: Page): Promise<number> {
  const line = resultsLine(page).first();
  await expect(line).toHaveText(/^[\d,]+ Results, Showing/);
  return Number((await line.textContent())?.split(' ')[0]?.replaceAll(',', ''));
}

function isListingsResponse(response: Response): boolean {
  return /\/search\/v1\/listings\?/.test(response.url()) && response.request().method() === 'GET';
}

/** Ray casting: is [lon, lat] inside the ring? */
function inside([x, y]: [number, number], ring: [number, number][]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

// A page of 100 cards, a WebGL map and axe scans of both take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
    }
  });
});

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';

test('a search page arrives drawn with its first results, and the app takes it over as it is', async ({
  page,
  request,
}) => {
  // The page as a phone receives it, before any script runs: header, filters and first cards.
  // (A server too busy to answer the first search within a second leaves it to the browser; the
  // next page is drawn again.)
  let root = '';
  await expect(async () => {
    const html = await (
      await request.get('/for-sale', { headers: { 'user-agent': PHONE_USER_AGENT } })
    ).text();
    root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(/^<div id="root" data-server-width="400">/);
  }).toPass({ timeout: 15_000 });
  expect(root).toMatch(/<h1[^>]*>Residential Property For Sale<\/h1>/);
  expect(root).toMatch(/<img src="\/media\/[^"]+"[^>]*fetchPriority="high"/i);

  // In the browser (a desktop window, drawn for one): the cards the page arrived with are the
  // ones on screen afterwards, not drawn again, and nothing differed.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    const drawn: Element[] = [];
    Object.assign(window, { drawnCards: drawn });
    new MutationObserver((records) => {
      // Only what the page itself brought: scripts run once it is parsed.
      if (document.readyState !== 'loading') return;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLLIElement && node.closest('#root ul[aria-label]'))
            drawn.push(node);
    }).observe(document, { childList: true, subtree: true });
  });
  await expect(async () => {
    await page.goto('/for-sale');
    await expect(page.locator('#root')).toHaveAttribute('data-server-width', '1280', {
      timeout: 1000,
    });
  }).toPass({ timeout: 30_000 });
  const cards = await page.evaluate(() => {
    const drawn = (window as unknown as { drawnCards: Element[] }).drawnCards;
    return { drawn: drawn.length, replaced: drawn.filter((card) => !card.isConnected).length };
  });
  expect(cards.drawn).toBeGreaterThan(0);
  expect(cards.replaced).toBe(0);
  expect(errors).toEqual([]);
  // And it answers at once.
  await page.getByRole('button', { name: 'Price' }).click();
  await expect(page.getByLabel('Min Price')).toBeVisible();
});

test('a visitor filters by price and beds, keeps the filters in the address and after a reload', async ({
  page,
}) => {
  await page.goto('/for-sale');
  const all = await resultCount(page);

  await page.getByRole('button', { name: 'Price' }).click();
  await page.getByLabel('Min Price').selectOption('300000');
  await expect(page).toHaveURL(/filters=.*ListPrice%5Bgte%5D%22%3A300000/);
  await expect(page.getByRole('button', { name: /Remove filter Min Price: \$300k/ })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Beds & Baths' }).click();
  await page
    .getByRole('group', { name: 'Beds & Baths' })
    .getByRole('radio', { name: '3' })
    .first()
    .click();
  await expect(page).toHaveURL(/BedroomsTotal%5Bgte%5D%22%3A3/);
  await expect(page.getByRole('button', { name: 'Remove filter Beds: 3+' })).toBeVisible();
  const filtered = await resultCount(page);
  expect(filtered).toBeLessThan(all);
  await expect(page.getByRole('button', { name: /Remove filter Min Price: \$300k/ })).toBeVisible();

  await page.reload();
  expect(await resultCount(page)).toBe(filtered);
  await expectNoAxeViolations(page, { exclude: '.maplibregl-canvas' });

  await page.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL(/\/for-sale$/);
  await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
  expect(await resultCount(page)).toBe(all);
});

test('a visitor switches to rent, sorts and pages through the results', async ({ page }) => {
  await page.goto('/for-sale');
  await resultCount(page);
  await page.getByRole('link', { name: 'Rent/Lease' }).click();
  await expect(page).toHaveURL(/\/for-rent/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Residential Property For Lease',
  );
  await resultCount(page);

  await page.goto('/for-sale');
  await page.getByLabel('Sort').selectOption('OnMarketDate:desc');
  await expect(page).toHaveURL(/sortBy%22%3A%22OnMarketDate/);
  await expect(page.getByLabel('Sort')).toHaveValue('OnMarketDate:desc');

  // The pager sits under the cards: once the sorted page is all there, it stays in place.
  const pageTwo = page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('link', { name: 'Page 2' });
  await expect(pageTwo).toHaveAttribute('href', /OnMarketDate/);
  await expect(page.getByRole('list', { name: 'Listings' }).getByRole('listitem')).toHaveCount(100);
  await pageTwo.click();
  await expect(page).toHaveURL(/offset%22%3A100/);
  await expect(resultsLine(page).first()).toHaveText(/Showing 101 to/);
});

test('a visitor clicks a cluster and the map zooms in', async ({ page }) => {
  await page.goto('/for-sale');
  await resultCount(page);
  const map = page.locator('[data-zoom]');
  const cluster = page.getByRole('button', { name: /listings here, zoom in/ }).first();
  await expect(cluster).toBeVisible();
  const before = Number(await map.getAttribute('data-zoom'));
  await cluster.click();
  await expect
    .poll(async () => Number(await map.getAttribute('data-zoom')))
    .toBeGreaterThan(before);
});

test('a visitor draws an area on the map and sees only listings inside it', async ({ page }) => {
  await page.goto('/for-sale');
  const all = await resultCount(page);
  await page.getByRole('button', { name: 'Draw Area' }).click();
  const box = await page.locator('.maplibregl-canvas').boundingBox();
  if (!box) throw new Error('the map has no size');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = Math.min(box.width, box.height) / 4;
  const drawn = page.waitForResponse(
    (response) => isListingsResponse(response) && response.url().includes('poly='),
  );
  // terra-draw's freehand mode: a click starts the path, the pointer draws it, a click ends it.
  await page.mouse.move(cx + r, cy);
  await page.mouse.click(cx + r, cy);
  for (let step = 1; step <= 12; step += 1) {
    const angle = (step / 12) * 2 * Math.PI;
    await page.mouse.move(cx + r * Math.cos(angle) * 0.98, cy + r * Math.sin(angle) * 0.98, {
      steps: 2,
    });
  }
  await page.mouse.click(cx + r * 0.98, cy + 2);
  const response = await drawn;

  await expect(page).toHaveURL(/poly/);
  await expect(page.getByRole('button', { name: /Remove filter Boundary/ })).toBeVisible();
  const ring = (new URL(response.url()).searchParams.get('poly') ?? '')
    .split(',')
    .map((pair) => pair.trim().split(' ').map(Number) as [number, number]);
  const body = (await response.json()) as {
    bundle: { Latitude?: number; Longitude?: number }[];
    total: number;
  };
  expect(body.total).toBeGreaterThan(0);
  expect(body.total).toBeLessThan(all);
  for (const listing of body.bundle) {
    if (listing.Longitude === undefined || listing.Latitude === undefined) continue;
    expect(inside([listing.Longitude, listing.Latitude], ring)).toBe(true);
  }
  expect(await resultCount(page)).toBe(body.total);

  await page.getByRole('button', { name: 'Remove Area' }).click();
  await expect(page).not.toHaveURL(/poly/);
});

test('a visitor searches for a place with suggestions, or sees that nothing matches', async ({
  page,
}) => {
  await page.goto('/for-sale');
  await resultCount(page);
  const box = page.getByRole('combobox', { name: /City, postal code/ });
  await box.fill('S');
  const option = page.getByRole('option', { name: /^Sacramento/ }).first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(page).toHaveURL(/\/homes\/Sacramento/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Residential Property For Sale in Sacramento',
  );
  await resultCount(page);

  await box.fill('zzqxv');
  await box.press('Enter');
  await expect(page.getByRole('dialog', { name: 'No Matches Found' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a visitor views the search in Spanish', async ({ page }) => {
  await page.goto('/for-sale');
  await resultCount(page);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Propiedades residenciales en venta',
  );
  await expect(resultsLine(page).first()).toHaveText(/resultados, mostrando 1 a/);
  await expect(page.getByRole('button', { name: 'Más filtros' })).toBeVisible();
});

for (const mode of ['Grid', 'Map', 'Map + Grid'] as const) {
  test(`the search has no accessibility violations in the ${mode} view`, async ({ page }) => {
    await page.goto('/for-sale');
    await resultCount(page);
    await page.getByRole('button', { name: mode, exact: true }).click();
    await expect(page.getByRole('button', { name: mode, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    if (mode !== 'Grid') await expect(page.locator('[data-zoom]')).toBeVisible();
    await page.getByRole('button', { name: 'More Filters' }).click();
    await expect(page.getByRole('heading', { name: 'More Filters' })).toBeVisible();
    // The map canvas is a WebGL surface; its markers and controls are scanned.
    await expectNoAxeViolations(page, { exclude: '.maplibregl-canvas' });
  });
}
