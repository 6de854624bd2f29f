import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedInPage } from '../support/sessions';
import { signUp } from '../support/sign-up';
import { expect, test } from '../support/test';

const SEARCH_KEY = 'hearth-demo-search-key';
/** Set to a folder to keep screenshots of the screens at 1280x800 and 390x844. */
const SHOTS = process.env.E2E_SHOTS_DIR;

/** Waits for the web app to take the page over (the `page` fixture's goto does it itself). */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
}

async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** An active home for sale whose address is shown: its MLS number, address and city. */
async function aListing(
  request: APIRequestContext,
): Promise<{ id: string; city: string; address: string }> {
  const res = await request.get(
    '/search/v1/listings?limit=20&PropertyType[in]=RESI&StandardStatus[in]=Active&fields=ListingId,City,UnparsedAddress',
    { headers: { Authorization: `Bearer ${SEARCH_KEY}` } },
  );
  const { bundle } = (await res.json()) as {
    bundle: { ListingId: string; City: string; UnparsedAddress?: string | null }[];
  };
  const found = bundle.find((listing) => listing.UnparsedAddress)!;
  return { id: found.ListingId, city: found.City, address: found.UnparsedAddress! };
}

test('the demo agent invites a contact, who connects; the agent saves a search and a listing for them', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The client signs up as a consumer of the site.
  const email = await signUp(page, request);
  const listing = await aListing(request);

  // The agent adds them as a contact and opens their page: not connected yet.
  const agent = await signedInPage(browser, 'agent@hearth.example');
  await agent.goto('/mls-agent/contacts');
  await appReady(agent);
  await agent.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = agent.getByRole('dialog', { name: 'Add Contact' });
  await dialog.getByLabel('First Name').fill('Sam');
  await dialog.getByLabel('Last Name').fill('Saver');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(agent.getByText('Your contact has been added')).toBeVisible();
  await agent.getByLabel('Search contacts').fill(email);
  // Once the list is filtered: clicked before, the link could move under the pointer, or the
  // first link be another contact's.
  await expect(agent.getByRole('status').filter({ hasText: /contacts?$/ })).toHaveText('1 contact');
  await agent
    .getByRole('list', { name: 'Your contacts' })
    .getByRole('link')
    .filter({ hasText: email })
    .click();
  await expect(agent.getByRole('heading', { level: 1, name: 'Sam Saver' })).toBeVisible();
  const contactUrl = agent.url();
  await expect(agent.getByText('Sam has not connected a consumer account yet.')).toBeVisible();
  await expect(agent.getByText(/once Sam Saver accepts your invitation/)).toBeVisible();

  // Invite by e-mail, from the keyboard.
  await agent.getByRole('button', { name: 'Invite by E-mail' }).focus();
  await agent.keyboard.press('Enter');
  await expect(agent.getByText('Your invitation has been sent')).toBeVisible();
  await expect(agent.getByText(/Invitation sent .*waiting for Sam to accept/)).toBeVisible();
  await expectNoAxeViolations(agent);

  // The invitation waits in the development mailbox.
  let link = '';
  await expect(async () => {
    const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { results } = (await res.json()) as { results: { text: string }[] };
    link = /https?:\/\/[^\s]+\/user\/connect#token=[\w-]+/.exec(results[0]?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();

  // The client, signed in, accepts it.
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Connect With Your Agent' }),
  ).toBeVisible();
  const accept = page.getByRole('button', { name: /^Connect With / });
  const agentName = ((await accept.textContent()) ?? '').replace('Connect With ', '').trim();
  expect(agentName).not.toBe('');
  expect(page.url()).not.toContain('token=');
  await expectNoAxeViolations(page);
  await accept.click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText(`You are now connected to ${agentName}`)).toBeVisible();
  const agents = page.getByRole('region', { name: 'Your Agents' });
  await expect(agents.getByText(agentName)).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'consumer-profile-agents');

  // The agent sees the connection and saves a listing for the client.
  await agent.goto(contactUrl);
  await appReady(agent);
  await expect(agent.getByText(/^Connected since/)).toBeVisible();
  const listingsTab = agent.getByRole('tab', { name: 'Saved Listings' });
  await listingsTab.click();
  // The start of the address offers the listing, told apart by its MLS number.
  const find = agent.getByRole('combobox', { name: 'Address or MLS Number' });
  await find.pressSequentially(listing.address.slice(0, 8));
  const option = agent.getByRole('option').filter({ hasText: `MLS #${listing.id}` });
  await expect(option).toContainText(listing.address);
  // While the list is open, react-aria hides the rest of the page from assistive technology
  // (aria-hidden, which axe reports for the focusable links it still holds): the field and its
  // list are scanned now, the whole page once the list has closed.
  await expectNoAxeViolations(agent, { include: ['[role="combobox"]', '[role="listbox"]'] });
  await shoot(agent, 'contact-listing-suggestions');
  await find.press('ArrowDown');
  await expect(option).toHaveAttribute('data-focused', 'true');
  await option.click();
  await expect(find).toHaveValue(listing.address);
  await expectNoAxeViolations(agent);
  await agent.getByRole('button', { name: 'Add Listing' }).click();
  await expect(agent.getByText('Saved for Sam Saver')).toBeVisible();
  // On the card the client sees: photo, price, facts, and the agent's own rating.
  const item = agent.locator(`[data-saved-listing="${listing.id}"]`);
  await expect(item.getByRole('heading', { name: listing.address })).toBeVisible();
  await expect(item.getByText(/^\$[\d,]+$/)).toBeVisible();
  await expect(item.getByText(/\d+ Beds? · /)).toBeVisible();
  await expect(item.locator('img')).toHaveAttribute('src', /.+/);
  await expect(item.getByText('Added By You')).toBeVisible();
  await item.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(agent.getByText('Rating has been updated')).toBeVisible();
  await expect(item.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expectNoAxeViolations(agent);
  await shoot(agent, 'contact-saved-listings');

  // …and a search, from the keyboard to the next tab.
  await listingsTab.focus();
  await agent.keyboard.press('ArrowRight');
  await expect(agent.getByRole('tab', { name: 'Saved Searches' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const searchName = `Homes in ${listing.city} for Sam`;
  await agent.getByLabel('Name', { exact: true }).fill(searchName);
  await agent.getByLabel('City').fill(listing.city);
  await agent.getByLabel('E-mail me').selectOption('daily');
  await agent.getByLabel('Open Houses').check();
  await agent.getByRole('button', { name: 'Save Search' }).click();
  await expect(agent.getByText(`Saved ${searchName}`)).toBeVisible();
  const search = agent.locator(`[data-contact-search="${searchName}"]`);
  await expect(search.getByText('Added By You')).toBeVisible();
  await expectNoAxeViolations(agent);
  await shoot(agent, 'contact-saved-searches');

  // The client sees both, as added by the agent.
  await page.goto('/user/saved-listings');
  const card = page.locator(`[data-saved-listing="${listing.id}"]`);
  await expect(card.getByText(`Added By ${agentName}`)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/user/saved-searches');
  const saved = page.getByRole('article', { name: searchName });
  await expect(saved.getByText(`Added By ${agentName}`)).toBeVisible();
  await expectNoAxeViolations(page);

  // The agent disconnects the account: 'Are you sure?' … 'Yes, disconnect it!'.
  await agent.getByRole('tab', { name: 'Settings' }).click();
  await shoot(agent, 'contact-settings');
  await agent.getByRole('button', { name: 'Disconnect Account' }).click();
  const confirm = agent.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
  await expectNoAxeViolations(agent);
  await confirm.getByRole('button', { name: 'Yes, disconnect it!' }).click();
  await expect(agent).toHaveURL(/\/mls-agent\/contacts$/);

  // The client's items are hidden from the agent again, and the agent leaves the client's list.
  await agent.goto(contactUrl);
  await appReady(agent);
  await expect(agent.getByText('Sam has not connected a consumer account yet.')).toBeVisible();
  await expect(agent.getByText(searchName)).toBeHidden();
  await page.goto('/user/profile');
  await expect(
    page
      .getByRole('region', { name: 'Your Agents' })
      .getByText('You are not connected to any agent.'),
  ).toBeVisible();

  // The demo agent's contacts as they were.
  const contactId = contactUrl.split('/').pop()!;
  const removed = await agent.request.delete(`/mls/v1/contact/${contactId}`, {
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(removed.status()).toBe(200);
  await agent.context().close();
});
