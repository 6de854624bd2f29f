import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

/** A 48×32 PNG: the photo dialog resamples it to a 1024 px square JPEG. */
const PHOTO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAMUlEQVRYw+3OQQ0AAAgEoMtiOMOZ0hbOBxsBSE2/EiEhISEhISEhISEhISEhISGhSwsJLyxqOJqcQgAAAABJRU5ErkJggg==',
  'base64',
);

/** The demo member sign-in the README lists. */
const DEMO_AGENT = { email: 'agent@hearth.example', password: 'hearth-demo' };

async function linkFromMailbox(request: APIRequestContext, to: string, path: string) {
  let link = '';
  await expect(async () => {
    const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { results } = (await res.json()) as { results: { text: string }[] };
    const match = new RegExp(`https?://[^\\s]+${path}#token=[\\w-]+`).exec(results[0]?.text ?? '');
    expect(match).not.toBeNull();
    link = match?.[0] ?? '';
  }).toPass();
  return new URL(link).pathname + new URL(link).hash;
}

async function logIn(page: Page, area: 'user' | 'account', email: string, password: string) {
  await page.goto(`/${area}/login`);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Log In' }).click();
}

test('a visitor signs up, activates, edits the profile, changes the password and deletes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = `visitor.${Date.now()}@example.com`;
  const password = 'first password 1';
  const newPassword = 'second password 2';

  await page.goto('/user/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create My Account' }).click();
  await expect(page.getByText('Please check your email for further instructions')).toBeVisible();

  // The activation e-mail waits in the development mailbox.
  await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Activate your Hearth account' })).toBeVisible();
  await page.goto(await linkFromMailbox(request, email, '/user/activate'));
  await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/user/login');
  await expectNoAxeViolations(page);
  await logIn(page, 'user', email, password);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('button', { name: 'Welcome, Ada' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A new photo, turned one step.
  await page.getByRole('button', { name: 'Change Photo' }).click();
  const photoDialog = page.getByRole('dialog', { name: 'Update Your Photo' });
  await photoDialog.getByLabel('Choose a photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PHOTO_PNG,
  });
  await expect(photoDialog.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
  await photoDialog.getByRole('button', { name: 'Rotate right' }).click();
  await expectNoAxeViolations(page);
  await photoDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your photo has been updated')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ada Lovelace' })).toBeVisible();

  // The password, changed with the current one.
  await page.getByRole('button', { name: 'Change password' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Change Your Password' });
  await passwordDialog.getByLabel('Current Password').fill(password);
  await passwordDialog.getByLabel('New Password', { exact: true }).fill(newPassword);
  await passwordDialog.getByLabel('Repeat New Password').fill('not the same');
  await passwordDialog.getByLabel('Current Password').focus();
  await expect(passwordDialog.getByText('New passwords must match')).toBeVisible();
  await expect(passwordDialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await passwordDialog.getByLabel('Repeat New Password').fill(newPassword);
  await passwordDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password has been updated')).toBeVisible();

  // Logging out ends the session: its token no longer works.
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === 'hearth_user_session');
  expect(session?.httpOnly).toBe(true);
  await page.getByRole('button', { name: 'Welcome, Ada' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/user\/login$/);
  const old = await request.get('/api/session', {
    headers: { cookie: `hearth_user_session=${session?.value}` },
  });
  expect(await old.json()).toEqual({ user: null, account: null });

  await logIn(page, 'user', email, password);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await logIn(page, 'user', email, newPassword);
  await expect(page.getByRole('button', { name: 'Welcome, Ada' })).toBeVisible();

  // Deleting the account, after the spec's confirmation, lands on /.
  await page.getByRole('button', { name: 'Delete Your Account' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
  await expect(confirm.getByText("You won't be able to revert this!")).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page).toHaveURL(/\/for-sale/);
  await logIn(page, 'user', email, newPassword);
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
});

test('a visitor asks for a new password on the lost-password screens', async ({ page }) => {
  for (const area of ['user', 'account'] as const) {
    await page.goto(`/${area}/lost-password`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lost Password' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Send Me a Link' }).click();
    await expect(page.getByText('Please check your email for further instructions')).toBeVisible();
  }
});

test('a member logs in at /account/login and reaches /account/home', async ({ page }) => {
  await page.goto('/account/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Member Log In' })).toBeVisible();
  await expectNoAxeViolations(page);
  await logIn(page, 'account', DEMO_AGENT.email, DEMO_AGENT.password);
  await expect(page).toHaveURL(/\/account\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  await expect(page.getByText('Agent', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Welcome, / })).toBeVisible();
  await expectNoAxeViolations(page);
});
