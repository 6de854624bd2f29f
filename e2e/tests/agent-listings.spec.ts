import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sessions';
import { expect, test } from '../support/test';

test('the demo agent sees their listings, filters and sorts them, and opens a listing’s 30-day view stats', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'agent@hearth.example');

  // The area's navigation leads to My Listings, price high to low, with the Sold Stats banner.
  await page
    .getByRole('navigation', { name: 'Member area' })
    .getByRole('link', { name: 'My Listings' })
    .click();
  await expect(page).toHaveURL(/\/mls-agent\/listings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Listings' })).toBeVisible();
  const banner = page.getByRole('region', { name: 'Sold Stats' });
  await expect(banner).toContainText('Sold this year');
  await expect(banner).toContainText('Rented in the last 365 days');
  const grid = page.getByRole('list', { name: 'My Listings' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  await expect(grid).toContainText('Co-listed');
  const prices = async () =>
    (await grid.locator('[data-agent-listing] p:first-child').allInnerTexts()).map((text) =>
      Number(text.replace(/[^\d]/g, '')),
    );
  const down = await prices();
  expect(down).toEqual([...down].sort((a, b) => b - a));
  await expectNoAxeViolations(page);

  // Show Closed only; the choice is kept after a reload.
  await page.getByLabel('Show').selectOption('Closed');
  await expect(grid.getByRole('article').first()).toContainText('Closed');
  for (const card of await grid.getByRole('article').all())
    await expect(card).toContainText('Closed');
  await page.reload();
  await expect(page.getByLabel('Show')).toHaveValue('Closed');
  await page.getByLabel('Show').selectOption('All');

  // Price low to high.
  await page.getByLabel('Sort by').selectOption('ListPriceUp');
  await expect
    .poll(async () => {
      const up = await prices();
      return up.length > 1 && up.every((price, i) => i === 0 || price >= (up[i - 1] ?? 0));
    })
    .toBe(true);

  // An Active listing's 30 Day View Stats: a chart, and the same figures as a table.
  await page.getByLabel('Show').selectOption('Active');
  const first = grid.getByRole('article').first();
  await expect(first).toContainText(/Active|Coming Soon/);
  await first.getByRole('button', { name: /^View Stats for / }).click();
  const dialog = page.getByRole('dialog', { name: '30 Day View Stats' });
  await expect(
    dialog.getByRole('img', { name: /views in the last 30 days: This website/ }),
  ).toBeVisible();
  await expect(dialog.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await dialog.getByText('Show the figures as a table').click();
  await expect(dialog.getByRole('table', { name: 'Views per day and site' })).toBeVisible();
  await expect(dialog.getByRole('row')).toHaveCount(31);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByRole('button', { name: /^View Stats for / })).toBeFocused();

  // The profile of the agent area is the account's, with its photo and password.
  await page.goto('/mls-agent/profile');
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.goto('/mls-agent/listings');
  await page.getByLabel('Show').selectOption('All');
});

test('My Listings fits a phone', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'agent@hearth.example');
  await page.goto('/mls-agent/listings');
  await expect(page.getByRole('region', { name: 'Sold Stats' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'My Listings' }).getByRole('article').first(),
  ).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});

test('the demo agent shares a listing with a contact from the listing page and a result card', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const email = `lena.ortiz.${Date.now()}@example.com`;
  await signIn(page, 'agent@hearth.example');
  // A contact of this journey's own, removed at the end.
  const added = await page.request.post('/mls/v1/contact', {
    data: { firstName: 'Lena', lastName: 'Ortiz', email },
  });
  expect(added.ok()).toBe(true);
  const contactId = ((await added.json()) as { results: { id: string } }).results.id;

  // From a result card: the share icon opens the dialog with the picker.
  await page.goto('/for-sale');
  const card = page.locator('[data-share-with-contact]').first();
  await expect(card).toBeVisible();
  await card.click();
  const dialog = page.getByRole('dialog', { name: 'Share Listing With Contact' });
  await expect(dialog.getByRole('listbox', { name: 'Your contacts' })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // From a listing page: find Lena, add a note, Send.
  const listingId = await card.getAttribute('data-share-with-contact');
  await page.goto(`/listing/${listingId}`);
  await page.getByRole('toolbar').getByRole('button', { name: 'Share With Contact' }).click();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please choose a contact.');
  await dialog.getByLabel('Find a contact').fill('lena.ortiz');
  await dialog.getByRole('option', { name: /Lena Ortiz/ }).click();
  await expect(dialog.getByRole('option', { name: /Lena Ortiz/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await dialog.getByLabel('Note (optional)').fill('The porch you asked about.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Shared with Lena Ortiz')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The e-mail is in the development mailbox, with the note and the listing's address.
  await expect(async () => {
    const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { results } = (await res.json()) as { results: { text: string }[] };
    expect(results[0]?.text).toContain('The porch you asked about.');
    expect(results[0]?.text).toContain(`/listing/${listingId}`);
  }).toPass();

  // Lena's timeline has the share.
  await page.goto(`/mls-agent/contact/${contactId}`);
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Shared a listing');
  await expect(timeline).toContainText('The porch you asked about.');

  expect((await page.request.delete(`/mls/v1/contact/${contactId}`)).ok()).toBe(true);
});
