import type { Page } from '@playwright/test';
import { findListing } from '../support/listings';
import { signedInPage, type DemoPerson } from '../support/sessions';
import { expect, test } from '../support/test';

/** The phone of the journeys: an iPhone's 390 × 844. */
const PHONE = { width: 390, height: 844 };

test.describe.configure({ timeout: 240_000 });

/** How far the page reaches beyond the screen's right edge, and what reaches furthest. */
async function overflow(page: Page): Promise<{ width: number; widest: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.scrollWidth;
    let widest = '';
    let right = window.innerWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right + 1) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
      }
    }
    return { width, widest };
  });
}

/** Opens each path on a phone and checks that nothing makes the page wider than the screen. */
async function expectPhoneWide(page: Page, paths: readonly string[]) {
  await page.setViewportSize(PHONE);
  const tooWide: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const { width, widest } = await overflow(page);
    if (width > PHONE.width) tooWide.push(`${path}: ${width} px (${widest})`);
  }
  expect(tooWide, 'pages wider than a 390 px phone').toEqual([]);
}

/** Agent or office pages linked from a page. */
async function linksOn(page: Page, from: string, kind: 'agent' | 'office', count: number) {
  await page.goto(from);
  await expect(page.locator(`a[href^="/${kind}/"]`).first()).toBeVisible();
  const hrefs = await page
    .locator(`a[href^="/${kind}/"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return [...new Set(hrefs)].slice(0, count);
}

test('a visitor on a phone never scrolls a public page sideways', async ({ page, request }) => {
  const rental = await findListing(request, (l) => l.PropertyType === 'RLSE');
  const sale = await findListing(request, (l) => l.StandardStatus === 'Active');
  // A dozen agents: long e-mail addresses among them.
  const agents = await linksOn(page, '/directory', 'agent', 12);
  const offices = await linksOn(page, `/listing/${sale.ListingId}`, 'office', 1);
  await expectPhoneWide(page, [
    '/for-sale',
    '/for-rent',
    '/commercial-sale',
    '/homes/Roseville',
    `/listing/${sale.ListingId}`,
    `/listing/${rental.ListingId}`,
    '/directory',
    ...agents,
    ...offices,
    '/user/login',
    '/user/register',
    '/user/lost-password',
    '/account/login',
    '/account/lost-password',
    '/no-such-page',
  ]);
});

const SIGNED_IN: [DemoPerson, string[]][] = [
  ['consumer@hearth.example', ['/user/profile', '/user/saved-listings', '/user/saved-searches']],
  [
    'agent@hearth.example',
    [
      '/account/home',
      '/account/inbox',
      '/account/profile',
      '/account/education',
      '/account/calendar',
      '/account/billing',
      '/account/committees',
      '/mls-agent/listings',
      '/mls-agent/contacts',
    ],
  ],
  ['broker@hearth.example', ['/account/home', '/account/inbox']],
  ['admin@hearth.example', ['/account/home', '/account/admin']],
];

for (const [person, paths] of SIGNED_IN) {
  test(`${person} on a phone never scrolls a signed-in page sideways`, async ({ browser }) => {
    const page = await signedInPage(browser, person);
    const more: string[] = [];
    if (person === 'agent@hearth.example') {
      // The agent's office and first contact, by the links the pages give.
      await page.goto('/account/home');
      const office = page.locator('a[href^="/account/office/"]').first();
      await expect(office).toBeVisible();
      more.push((await office.getAttribute('href')) ?? '');
      await page.goto('/mls-agent/contacts');
      const contact = page.locator('a[href^="/mls-agent/contact/"]').first();
      await expect(contact).toBeVisible();
      more.push((await contact.getAttribute('href')) ?? '');
    }
    await expectPhoneWide(page, [...paths, ...more]);
    await page.context().close();
  });
}

test('an agent on a phone reaches every inbox tab', async ({ browser }) => {
  const page = await signedInPage(browser, 'agent@hearth.example');
  await page.setViewportSize(PHONE);
  await page.goto('/account/inbox');
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await expect(tabs.filter({ hasText: /^Leads/ })).toBeVisible();
  for (const box of await tabs.evaluateAll((all) =>
    all.map((tab) => tab.getBoundingClientRect().toJSON() as DOMRect),
  )) {
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(PHONE.width);
  }
  await page.context().close();
});
