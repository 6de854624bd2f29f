import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

interface MarketAnswer {
  area: { name: string };
  lastMonth: string;
  months: { month: string; group: string; closedSales: number }[];
}

for (const width of [1280, 390]) {
  test.describe(`market statistics at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('a visitor reads the Davis market, its charts as tables, and the definitions', async ({
      page,
      request,
    }) => {
      const answer = (await (
        await request.get('/api/market/city/Davis?months=24&group=all')
      ).json()) as MarketAnswer;
      const last = answer.months.at(-1);
      expect(last?.month).toBe(answer.lastMonth);

      await page.goto('/homes/Davis');
      await page.getByRole('link', { name: 'Davis market' }).click();
      await expect(page).toHaveURL(/\/market\/city\/Davis$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Davis housing market' }),
      ).toBeVisible();

      // The headline's closed sales are the API's for the last full month.
      const closed = page.locator('dl div').filter({ hasText: 'Closed sales' }).first();
      await expect(closed.locator('dd').first()).toHaveText(String(last?.closedSales));

      // Five charts, each with its table of 24 months for screen readers.
      const charts = page.getByRole('figure');
      await expect(charts).toHaveCount(5);
      const priceTable = page.getByRole('table', {
        name: /The chart's figures: Median sales price/,
      });
      await expect(priceTable.locator('tbody tr')).toHaveCount(24);

      await expect(
        page.getByRole('heading', { name: 'How the figures are defined' }),
      ).toBeVisible();
      await expect(
        page.getByText(/Months' supply: inventory ÷ the average monthly closed sales/),
      ).toBeVisible();

      // Another property group changes the figures shown.
      await page.getByLabel('Property group').selectOption('lease');
      await expect(page.getByRole('table', { name: /Median sales price/ })).toBeAttached();
      await expectNoAxeViolations(page);
    });
  });
}

test('the region page links to a county, and the page speaks Spanish', async ({ page }) => {
  await page.goto('/market');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Regional housing market' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Yolo', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Yolo County housing market' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Mercado de vivienda del condado de Yolo' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cómo se definen las cifras' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an unknown area says so', async ({ page }) => {
  await page.goto('/market/city/Atlantis');
  await expect(
    page.getByRole('heading', { level: 1, name: 'No market figures for this area' }),
  ).toBeVisible();
});

test('a market page opened from a link elsewhere comes drawn with its figures, and the app takes it over without asking for them again', async ({
  page,
  request,
}) => {
  // The page as the server sends it already holds the screen and its figures.
  const sent = await (await request.get('/market/city/Davis')).text();
  expect(sent).toContain('data-server-screen="market"');
  expect(sent).toMatch(/<h1[^>]*>Davis housing market<\/h1>/);
  expect(sent).toContain('id="hearth-market"');

  const asked: string[] = [];
  page.on('request', (sentRequest) => {
    if (new URL(sentRequest.url()).pathname.startsWith('/api/market/'))
      asked.push(sentRequest.url());
  });
  await page.goto('/market/city/Davis');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await expect(page.getByRole('heading', { level: 1, name: 'Davis housing market' })).toBeVisible();
  expect(asked).toEqual([]);
  // Taken over, not just painted: the property group picker answers.
  await page.getByLabel('Property group').selectOption('lease');
  await expect(page.getByLabel('Property group')).toHaveValue('lease');
  await expectNoAxeViolations(page);
});
