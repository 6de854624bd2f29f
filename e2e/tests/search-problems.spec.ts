import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.clear();
    }
  });
});

const search = (filters: Record<string, unknown>) =>
  `/for-sale?filters=${encodeURIComponent(JSON.stringify(filters))}`;

test('a visitor sets a Year Built max below the min and is told so, in English and Spanish', async ({
  page,
}) => {
  await page.goto('/for-sale');
  await expect(page.getByRole('status').filter({ hasText: /Results, Showing/ })).toBeVisible();
  await page.getByRole('button', { name: 'More Filters' }).click();
  const min = page.getByLabel('Year Built Min');
  await min.fill('2020');
  await min.press('Enter');
  await expect(page).toHaveURL(/YearBuilt%5Bgte%5D%22%3A2020/);
  const max = page.getByLabel('Year Built Max');
  await max.fill('1990');
  await max.press('Enter');

  const alert = page.getByRole('alert').filter({ hasText: 'Some of your filters need a change' });
  await expect(alert).toContainText(
    'Year Built Max (1990) is below Year Built Min (2020), so no property can match.',
  );
  await expect(page.getByText('No properties match your search criteria.')).toHaveCount(0);
  await expect(page.getByText('No Matching Properties')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Check Your Filters' })).toBeVisible();

  await page.getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Hay que cambiar algunos de sus filtros' }),
  ).toContainText('Año de construcción máx. (1990) es menor que Año de construcción mín. (2020)');
  await page.getByRole('button', { name: 'English' }).click();

  // Taking a year away answers the search again.
  await page.getByRole('button', { name: 'Remove filter Year Built Max: 1990' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Year Built' })).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /Results, Showing/ })).toBeVisible();
});

test('a visitor opens an address whose filter the search refuses and is told which one', async ({
  page,
}) => {
  const refused = page.waitForResponse(
    (response) => /\/search\/v1\/listings\?/.test(response.url()) && response.status() === 400,
  );
  await page.goto(search({ near: '38.58,-121.49', radius: '300' }));
  expect(((await (await refused).json()) as { field?: string }).field).toBe('radius');
  await expect(page.getByRole('alert')).toContainText(
    'Radius: the search does not accept this value. Change or remove this filter.',
  );
  await expect(page.getByText('No properties match your search criteria.')).toHaveCount(0);
  await expect(page.getByText('No Matching Properties')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Check Your Filters' })).toBeVisible();
});

test('a visitor opens an address with a malformed filter value and is told it was left out', async ({
  page,
}) => {
  await page.goto(search({ 'BedroomsTotal[gte]': 'many' }));
  await expect(page.getByRole('alert')).toContainText(
    'the value in the address is not valid, so this filter was left out.',
  );
  // The other filters still search.
  await expect(page.getByRole('status').filter({ hasText: /Results, Showing/ })).toBeVisible();
});
