import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';

/**
 * Signs a new consumer (Sam Saver) up, activates the account from its e-mail and logs in;
 * returns the account's e-mail address.
 */
export async function signUp(page: Page, request: APIRequestContext): Promise<string> {
  const email = `saver.${Date.now()}@example.com`;
  const password = 'saving password 1';
  await page.goto('/user/register');
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Saver');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create My Account' }).click();
  await expect(page.getByText('Please check your email for further instructions')).toBeVisible();
  let link = '';
  await expect(async () => {
    const res = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { results } = (await res.json()) as { results: { text: string }[] };
    link = /https?:\/\/[^\s]+\/user\/activate#token=[\w-]+/.exec(results[0]?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass();
  await page.goto(new URL(link).pathname + new URL(link).hash);
  await expect(page.getByText('Your account is active. You can log in now.')).toBeVisible();
  await page.goto('/user/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Welcome, Sam' })).toBeVisible();
  return email;
}
