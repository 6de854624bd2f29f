import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEMO_PASSWORD, signIn } from '../support/sessions';
import { expect, test } from '../support/test';

/** Signs in with the form of /user/login. */
async function logInAsConsumer(page: Page, email: string) {
  await page.goto('/user/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(DEMO_PASSWORD);
  await main.getByRole('button', { name: 'Log In' }).click();
}

test('the demo agent works the dashboard: opens and removes a lead, views and dismisses a notification', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent@hearth.example');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  const profile = page
    .getByRole('region', { name: /./ })
    .filter({ has: page.getByText('Agent', { exact: true }) });
  await expect(profile.getByRole('link', { name: 'Education' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^My Listings: Active/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Leads/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.getByText('Welcome back to your business center')).toBeVisible();
  // The header's user menu counts the notifications not viewed yet.
  const menu = page.getByRole('button', { name: /^Welcome, .*unread notifications?/ });
  await expect(menu).toBeVisible();
  const unreadBefore = Number(/(\d+) unread/.exec((await menu.textContent()) ?? '')?.[1] ?? NaN);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Inbox' }).first().click();
  await expect(page).toHaveURL(/\/account\/inbox$/);
  await expect(page.getByRole('link', { name: 'Back to My Dashboard' })).toBeVisible();
  const notifications = page.getByRole('tabpanel', { name: /Notifications/ });
  await expect(notifications.getByText('MLS rule change: Coming Soon listings')).toBeVisible();
  await expectNoAxeViolations(page);

  // View: the full notification in a full-screen modal; it is no longer new.
  await notifications
    .getByRole('button', { name: 'View: MLS rule change: Coming Soon listings' })
    .click();
  const modal = page.getByRole('dialog', { name: 'MLS rule change: Coming Soon listings' });
  await expect(modal.getByText(/^Received /)).toBeVisible();
  await expect(modal.getByText('Hearth Association of REALTORS')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('button', { name: 'Okay' }).click();
  await expect(modal).toBeHidden();
  await expect(menu).toContainText(String(unreadBefore - 1));

  // Remove: a dismissable one goes, and stays gone after a reload.
  await notifications
    .getByRole('button', { name: 'Remove: MLS rule change: Coming Soon listings' })
    .click();
  await expect(page.getByText('Removed')).toBeVisible();
  await expect(notifications.getByText('MLS rule change: Coming Soon listings')).toBeHidden();
  await page.reload();
  await expect(page.getByText('Lockbox key update required')).toBeVisible();
  await expect(page.getByText('MLS rule change: Coming Soon listings')).toBeHidden();
  // The dues reminder cannot be removed; its action link opens in a new window.
  const dues = page.getByRole('listitem').filter({ hasText: '2027 membership dues are now open' });
  await expect(dues.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(dues.getByRole('link', { name: /^Pay Dues/ })).toHaveAttribute('target', '_blank');

  // Leads: open a new one (every field), then remove it.
  await page.getByRole('tab', { name: /^Leads/ }).click();
  const leads = page.getByRole('tabpanel', { name: /Leads/ });
  const newLead = leads
    .getByRole('listitem')
    .filter({ has: page.getByText('New', { exact: true }) })
    .first();
  await newLead.getByRole('button', { name: /^Open: / }).click();
  const detail = page.getByRole('dialog');
  for (const label of [
    'Name',
    'Email',
    'Phone',
    'Message',
    'Tour request',
    'Date and time',
    'Response',
  ]) {
    await expect(detail.getByText(label, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: 'Cancel' }).click();
  await expect(detail).toBeHidden();
  const opened = leads
    .getByRole('listitem')
    .filter({ hasText: /opened after/ })
    .first();
  await expect(opened).toBeVisible();
  const before = await leads.getByRole('listitem').count();
  await opened.getByRole('button', { name: /^Remove: / }).click();
  await expect(page.getByText('Removed')).toBeVisible();
  await expect(leads.getByRole('listitem')).toHaveCount(before - 1);
});

test('the demo broker sees the office page as its admin, with the response time', async ({
  page,
}) => {
  await signIn(page, 'broker@hearth.example');
  await page
    .getByRole('navigation', { name: 'Member area' })
    .getByRole('link', { name: 'My Office' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office' })).toBeVisible();
  await expect(page.getByText('You manage this office')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Median first response to leads' })).toBeVisible();
  await expect(page.getByText(/Last 30 days: \d+ leads opened/)).toBeVisible();
  const cards = page
    .getByRole('listitem')
    .filter({ hasText: /continuing-education|Continuing education/ });
  await expect(cards.first()).toBeVisible();
  const members = page.getByRole('list', { name: /members$/ });
  await expect(members.getByRole('listitem').first()).toContainText('Responsible member');
  await expect(page.getByText(/License expires .*: in 5 days/)).toBeVisible();
  await expectNoAxeViolations(page);

  // Each card leads to the member's education page.
  await page
    .getByRole('link', { name: /’s education$/ })
    .nth(1)
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Education' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText(/Passed|Scheduled/).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a plain member has no leads tab and edits their own profile', async ({ page }) => {
  await signIn(page, 'member@hearth.example');
  await page.goto('/account/inbox');
  await expect(page.getByRole('tab', { name: /^Notifications/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Messages/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Leads/ })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Messages/ }).click();
  await expect(page.getByText('Welcome to your new member dashboard')).toBeVisible();

  await page.goto('/account/profile');
  await expect(page.getByRole('heading', { name: 'License and info' })).toBeVisible();
  await expect(page.getByText(/expires \d{2}\/\d{2}\/\d{2}/)).toBeVisible();
  await page.getByRole('button', { name: 'Edit My Profile' }).click();
  await page.getByLabel('About Me').fill('I help first-time buyers across Sacramento.');
  await page.getByLabel('Languages spoken').fill('English, Tagalog');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated')).toBeVisible();
  await expect(page.getByText('I help first-time buyers across Sacramento.')).toBeVisible();
  await expect(page.getByText('English, Tagalog')).toBeVisible();
  // Unknown account actions go to /404.
  await page.goto('/account/nonsense');
  await expect(page).toHaveURL(/\/404$/);
});

test('a consumer cannot reach the account area', async ({ page }) => {
  await logInAsConsumer(page, 'consumer@hearth.example');
  await expect(page.getByRole('button', { name: /^Welcome, / })).toBeVisible();
  await page.goto('/account/inbox');
  await expect(page).toHaveURL(/\/account\/login\?redirect=%2Faccount%2Finbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Member Log In' })).toBeVisible();
  const api = await page.request.get('/member/v1/notification');
  expect(api.status()).toBe(401);
});

test('the account area fits a phone: nothing to scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'agent@hearth.example');
  for (const path of [
    '/account/home',
    '/account/inbox',
    '/account/calendar',
    '/mls-agent/contacts',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: document.documentElement.clientWidth,
    }));
    expect(widths.page, path).toBeLessThanOrEqual(widths.viewport);
  }
});
