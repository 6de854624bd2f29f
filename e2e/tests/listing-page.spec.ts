import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { solveCaptcha } from '../support/captcha';
import { findListing } from '../support/listings';

interface MailboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

// These journeys do a captcha's proof of work in the browser: give them more than the default.
test.describe.configure({ timeout: 90_000 });

async function mailbox(request: APIRequestContext): Promise<MailboxMessage[]> {
  const response = await request.get('/dev/mailbox.json?limit=200');
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return (body as { results: MailboxMessage[] }).results;
}

test('a visitor opens a listing, browses photos and requests a tour', async ({ page, request }) => {
  const listing = await findListing(
    request,
    (l) =>
      l.StandardStatus === 'Active' && (l.Media?.length ?? 0) > 2 && Boolean(l.UnparsedAddress),
  );
  await page.goto(`/listing/${listing.ListingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    listing.UnparsedAddress ?? '',
  );
  await expect(page.getByText(/Listing office:/)).toBeVisible();
  await expect(page.getByText(/Data last updated/)).toBeVisible();

  const gallery = page.getByRole('region', { name: 'Photos' });
  await expect(gallery.getByText(/^Photo 1 of \d+/)).toBeVisible();
  await gallery.getByRole('button', { name: /Next/ }).click();
  await expect(gallery.getByText(/^Photo 2 of \d+/)).toBeVisible();
  await gallery.getByRole('group').press('ArrowRight');
  await expect(gallery.getByText(/^Photo 3 of \d+/)).toBeVisible();

  await expectNoAxeViolations(page, { exclude: '.maplibregl-canvas' });

  const form = page.getByRole('region', { name: 'Contact the Agent' });
  await form.getByLabel('Name').fill('Tess Tourer');
  await form.getByLabel('Email').fill('tess.tourer@example.com');
  await form.getByLabel('Schedule a Tour').check();
  const dates = form.getByRole('group', { name: 'Tour Date' });
  await expect(dates.getByRole('radio')).toHaveCount(4);
  await dates.getByRole('radio').nth(1).check();
  const times = form.getByRole('group', { name: 'Tour Time' });
  await expect(times.getByRole('radio')).toHaveCount(3);
  await times.getByRole('button', { name: /Later/ }).click();
  await times.getByRole('radio').nth(2).check();
  await solveCaptcha(page, form);
  await form.getByRole('button', { name: 'Request a Tour' }).click();
  await expect(page.getByText('Your message has been sent.')).toBeVisible();

  const mail = (await mailbox(request)).find(
    (m) => m.kind === 'lead' && m.text.includes('tess.tourer@example.com'),
  );
  expect(mail?.subject).toContain(`Tour request for MLS #${listing.ListingId}`);
  expect(mail?.text).toMatch(/Requested tour: \w{3}, \w{3} \d{1,2}, 10:30 AM/);
});

test('a visitor shares a listing with a friend by e-mail', async ({ page, request }) => {
  const listing = await findListing(request, (l) => l.StandardStatus === 'Active');
  await page.goto(`/listing/${listing.ListingId}`);
  await page.getByRole('button', { name: 'Share' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share This Listing' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Send' });
  await expect(confirm).toBeDisabled();

  await dialog.getByLabel('From Name').fill('Fran Sender');
  await dialog.getByLabel('From Email').fill('fran.sender@example.com');
  await dialog.getByLabel('To Name').fill('Frida Friend');
  await dialog.getByLabel('To Email').fill('not-an-email');
  await solveCaptcha(page, dialog);
  await expectNoAxeViolations(page, { include: '[role="dialog"]' });
  await confirm.click();
  await expect(dialog.getByText('Please Check To Email')).toBeVisible();

  await dialog.getByLabel('To Email').fill('frida.friend@example.com');
  await confirm.click();
  await expect(page.getByText('Your message has been sent.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const mail = (await mailbox(request)).find((m) => m.to === 'frida.friend@example.com');
  expect(mail?.subject).toContain('Fran Sender shared a listing with you');
});

test('a visitor who is not signed in is asked to log in or sign up to save a listing', async ({
  page,
  request,
}) => {
  const listing = await findListing(request, (l) => l.StandardStatus === 'Active');
  await page.goto(`/listing/${listing.ListingId}`);
  await page.getByRole('button', { name: 'Favorite' }).click();
  const prompt = page.getByRole('dialog', { name: 'Log In to Save' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('link', { name: 'Log In' })).toHaveAttribute(
    'href',
    `/user/login?redirect=${encodeURIComponent(`/listing/${listing.ListingId}`)}`,
  );
  await expect(prompt.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
    'href',
    '/user/register',
  );
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(prompt).toHaveCount(0);
});

test('a closed listing shows no gallery', async ({ page, request }) => {
  const listing = await findListing(request, (l) => l.StandardStatus === 'Closed');
  await page.goto(`/listing/${listing.ListingId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('(sold price)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photos' })).toHaveCount(0);
  await expect(page.getByText(/^Photo 1 of/)).toHaveCount(0);
});

test('a listing with a withheld address shows neither address nor map pin', async ({
  page,
  request,
}) => {
  const listing = await findListing(request, (l) => l.InternetAddressDisplayYN === false);
  expect(listing).not.toHaveProperty('UnparsedAddress');
  expect(listing).not.toHaveProperty('Latitude');
  await page.goto(`/listing/${listing.ListingId}`);
  await expect(page.getByText('address not disclosed').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Map of the listing' })).toHaveCount(0);
  await expect(page.locator('.maplibregl-marker')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('bad input: each invalid field gets its message, and the server refuses bad captchas and bots', async ({
  page,
  request,
}) => {
  const listing = await findListing(request, (l) => l.StandardStatus === 'Active');
  await page.goto(`/listing/${listing.ListingId}`);
  const form = page.getByRole('region', { name: 'Contact the Agent' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Please Check Name')).toBeVisible();
  await expect(form.getByText('Please Check Email')).toBeVisible();
  await expect(page.getByText(/Something went wrong\. Please Check Name, Email/)).toBeVisible();

  const contact = await request.post(`/api/form/listing/contact/${listing.ListingId}`, {
    data: { name: 'No Captcha', email: 'nocaptcha@example.com' },
  });
  expect(contact.status()).toBe(400);
  expect((await contact.json()).code).toBe('captcha_missing');
  const forged = await request.post(`/api/form/listing/contact/${listing.ListingId}`, {
    data: { name: 'Forged', email: 'forged@example.com', captcha: 'eyJ0ZXN0Ijp0cnVlfQ==' },
  });
  expect((await forged.json()).code).toBe('captcha_invalid');
  const bot = await request.post(`/api/form/listing/share/${listing.ListingId}`, {
    data: {
      fromName: 'Bot',
      fromEmail: 'bot@example.com',
      toName: 'Victim',
      toEmail: 'victim@example.com',
      phone: '916-555-0100',
    },
  });
  expect(bot.status()).toBe(400);
  expect((await mailbox(request)).some((m) => m.to === 'victim@example.com')).toBe(false);
});

test('a listing that does not exist shows a not-found page', async ({ page }) => {
  await page.goto('/listing/no-such-home/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing Not Found' })).toBeVisible();
  await expectNoAxeViolations(page);
});
