import { expect, test } from '../support/test';

test('filter chips read as a visitor says them: years as years, yes/no filters by name', async ({
  page,
}) => {
  const filters = encodeURIComponent(
    JSON.stringify({
      'YearBuilt[gte]': 1990,
      Levels: 'One',
      InteriorFeatures: 'Master Downstairs',
    }),
  );
  await page.goto(`/for-sale?filters=${filters}`);
  const chips = page.getByRole('list', { name: /filters/i });
  await expect(
    chips.getByRole('button', { name: 'Remove filter Year Built Min: 1990' }),
  ).toBeVisible();
  await expect(
    chips.getByRole('button', { name: 'Remove filter Single Level Only', exact: true }),
  ).toBeVisible();
  await expect(
    chips.getByRole('button', { name: 'Remove filter Master Downstairs', exact: true }),
  ).toBeVisible();
});
