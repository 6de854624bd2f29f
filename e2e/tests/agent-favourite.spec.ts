import { signUp } from '../support/sign-up';
import { expect, test } from '../support/test';

test('a signed-out visitor who favourites an agent is asked to log in', async ({
  page,
  request,
}) => {
  const response = await request.get('/search/v1/agents?limit=1', {
    headers: { Authorization: 'Bearer hearth-demo-search-key' },
  });
  const [agent] = (
    (await response.json()) as { bundle: { MemberFullName: string; MemberKey: string }[] }
  ).bundle;
  if (!agent) throw new Error('no agent in the demo data');
  await page.goto(
    `/agent/${encodeURIComponent(agent.MemberFullName.replaceAll(' ', '-'))}/${agent.MemberKey}`,
  );
  await page.getByRole('button', { name: 'Favorite', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log In to Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favorite (saved)' })).toHaveCount(0);
});

test("a signed-in consumer favourites a listing from an agent's page and finds it saved", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const agents = await request.get('/search/v1/agents?limit=100', {
    headers: { Authorization: 'Bearer hearth-demo-search-key' },
  });
  const { bundle } = (await agents.json()) as {
    bundle: { MemberFullName: string; MemberKey: string }[];
  };
  let agent: (typeof bundle)[number] | undefined;
  for (const hit of bundle) {
    const body = (await (await request.get(`/api/agent/${hit.MemberKey}`)).json()) as {
      listings: unknown[];
    };
    if (body.listings.length > 0) {
      agent = hit;
      break;
    }
  }
  if (!agent) throw new Error('no agent with listings in the demo data');
  await signUp(page, request);
  await page.goto(
    `/agent/${encodeURIComponent(agent.MemberFullName.replaceAll(' ', '-'))}/${agent.MemberKey}`,
  );
  const listings = page.getByRole('region', { name: 'Active Listings' });
  const heart = listings.locator('[data-favourite]').first();
  const listingId = await heart.getAttribute('data-favourite');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  // The heart fills at once; the saved-listings page is drawn from what the server has stored.
  const stored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/saved-listing'),
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await stored).ok()).toBe(true);

  await page.goto('/user/saved-listings');
  await expect(page.locator(`[data-saved-listing="${listingId}"]`)).toBeVisible();
  await expect(
    page.locator(`[data-saved-listing="${listingId}"] [data-favourite]`),
  ).toHaveAttribute('aria-pressed', 'true');
});
