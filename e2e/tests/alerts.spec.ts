import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { signUp } from '../support/sign-up';

const SEARCH_KEY = 'hearth-demo-search-key';

/** An Active home for sale in a city of the demo data with fewer than 1,000 (so it can be saved). */
async function activeHome(
  request: APIRequestContext,
): Promise<{ ListingId: string; City: string; ListPrice: number }> {
  const res = await request.get(
    '/search/v1/listings?limit=40&PropertyType[in]=RESI&StandardStatus[in]=Active&fields=ListingId,City,ListPrice',
    { headers: { Authorization: `Bearer ${SEARCH_KEY}` } },
  );
  const { bundle } = (await res.json()) as {
    bundle: { ListingId: string; City: string; ListPrice: number }[];
  };
  const counts = new Map<string, number>();
  for (const { City } of bundle) counts.set(City, (counts.get(City) ?? 0) + 1);
  const city = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  return bundle.find((listing) => listing.City === city)!;
}

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

test('a consumer saves a search with instant alerts, gets the e-mail of a new listing and unsubscribes by its link', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const email = await signUp(page, request);
  const home = await activeHome(request);
  const name = `New homes in ${home.City}`;

  // Save the city's search, e-mailed instantly.
  await page.goto(`/homes/${home.City.replaceAll(' ', '-')}`);
  await page.getByRole('button', { name: 'Save Search' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Save Search' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('E-mail me').selectOption('instantly');
  await expectNoAxeViolations(page, { exclude: '.maplibregl-canvas' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved ${name}`)).toBeVisible();

  await page.goto('/user/saved-searches');
  const item = page.getByRole('article', { name });
  await expect(item.getByText('No new listings since you saved this search')).toBeVisible();

  // The market brings a new home like the one found, in the same city.
  const made = await request.post('/dev/market', {
    data: { like: home.ListingId, price: home.ListPrice },
  });
  expect(made.status(), await made.text()).toBe(200);
  const [created] = ((await made.json()) as { changes: { listingId: string }[] }).changes;
  const listingId = created!.listingId;
  try {
    // The sweep matches it within seconds and writes the alert once its changes have gathered.
    let alert: MailboxMessage | undefined;
    await expect(async () => {
      const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
      const { results } = (await res.json()) as { results: MailboxMessage[] };
      alert = results.find((message) => message.text.includes(`/listing/${listingId}`));
      expect(alert).toBeDefined();
    }).toPass({ timeout: 150_000, intervals: [2_000] });
    expect(alert!.subject).toMatch(new RegExp(`^\\d+ listings? for ${name}$`));
    expect(alert!.text).toContain('New listing');

    await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
    await expect(page.getByRole('heading', { name: alert!.subject })).toBeVisible();
    await expectNoAxeViolations(page);

    // The saved search tells what is new since it was saved, until it is run again.
    await page.goto('/user/saved-searches');
    await expect(
      item.getByText(/^[1-9]\d* new listings? since you saved this search$/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await item.getByRole('link', { name: `Search ${name}` }).click();
    await expect(page).toHaveURL(/savedSearchId/);
    await page.goto('/user/saved-searches');
    await expect(item.getByText('No new listings since you last ran this search')).toBeVisible();

    // The e-mail's link to stop this search's alerts opens a page that needs no sign-in.
    const stop = new RegExp(
      `Stop these alerts: (https?://\\S+/alerts/unsubscribe\\?token=\\S+)`,
    ).exec(alert!.text);
    expect(stop).not.toBeNull();
    const unsubscribe = new URL(stop![1]!);
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(page.getByRole('heading', { name: 'Unsubscribe from alerts' })).toBeVisible();
    await expect(
      page.getByText(`Stop e-mail for alerts for your saved search “${name}”?`),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      `You will get no more e-mail for alerts for your saved search “${name}”.`,
    );
    await expectNoAxeViolations(page);
    await page.goto('/user/saved-searches');
    await expect(item.getByText('E-mails: Never')).toBeVisible();

    // In Spanish for a person who reads Spanish.
    const session = (await (await page.request.get('/api/session')).json()) as {
      user: { id: string };
    };
    const origin = new URL(page.url()).origin;
    const changed = await page.request.patch(`/mls/v1/user/${session.user.id}`, {
      data: { language: 'es' },
      headers: { Origin: origin },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await page.goto(unsubscribe.pathname + unsubscribe.search);
    await expect(
      page.getByRole('heading', { name: 'Su suscripción está cancelada' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoAxeViolations(page);
  } finally {
    // The demo market as it was found.
    const removed = await request.delete(`/dev/market/${encodeURIComponent(listingId)}`);
    expect(await removed.json()).toEqual({ removed: true });
  }
});
