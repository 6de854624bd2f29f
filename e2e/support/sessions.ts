/**
 * The demo people, signed in once per run. The global setup logs each one in through the API
 * and keeps the cookies; a journey that needs a signed-in person reuses them, so a whole run
 * stays inside the sign-in rate limit (10 per address and e-mail in 15 minutes), which is the
 * product's and stays as it is. Journeys about signing in itself still use the form.
 */
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request, type Browser, type Page } from '@playwright/test';
import { expect } from './test';

export const DEMO_PASSWORD = 'hearth-demo';

/** The demo members (account area) and the demo consumer (user area). */
export const DEMO_PEOPLE = {
  'agent@hearth.example': 'account',
  'broker@hearth.example': 'account',
  'member@hearth.example': 'account',
  'office.admin@hearth.example': 'account',
  'admin@hearth.example': 'account',
  'consumer@hearth.example': 'user',
} as const;

export type DemoPerson = keyof typeof DEMO_PEOPLE;

/** Where each area's home is. */
const HOME = { account: '/account/home', user: '/user/profile' } as const;

function sessionsDir(): string {
  const dir = process.env.E2E_SESSIONS_DIR;
  if (!dir)
    throw new Error('E2E_SESSIONS_DIR is not set: the global setup signs the demo people in');
  return dir;
}

function sessionFile(email: DemoPerson): string {
  return join(sessionsDir(), `${email}.json`);
}

/** Signs every demo person in once and saves the cookies; returns the folder's removal. */
export async function saveDemoSessions(baseURL: string): Promise<() => Promise<void>> {
  const dir = join(tmpdir(), `hearth-e2e-sessions-${process.pid}`);
  await mkdir(dir, { recursive: true });
  process.env.E2E_SESSIONS_DIR = dir;
  for (const [email, area] of Object.entries(DEMO_PEOPLE)) {
    const context = await request.newContext({ baseURL });
    const res = await context.post(`/api/${area}/login`, {
      data: { email, password: DEMO_PASSWORD },
    });
    if (!res.ok()) {
      throw new Error(
        `Signing ${email} in for the journeys failed: ${res.status()} ${await res.text()}`,
      );
    }
    await context.storageState({ path: sessionFile(email as DemoPerson) });
    await context.dispose();
  }
  return async () => {
    await rm(dir, { recursive: true, force: true });
    delete process.env.E2E_SESSIONS_DIR;
  };
}

/** Puts a demo person's session into the page's browser context and opens their home page. */
export async function signIn(page: Page, email: DemoPerson): Promise<void> {
  const state = JSON.parse(await readFile(sessionFile(email), 'utf8')) as {
    cookies: Parameters<ReturnType<Page['context']>['addCookies']>[0];
  };
  await page.context().addCookies(state.cookies);
  const area = DEMO_PEOPLE[email];
  await page.goto(HOME[area]);
  // A page of a context of its own does not wait for the app in `goto`; waiting twice is harmless.
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await expect(page).toHaveURL(new RegExp(`${HOME[area]}$`));
}

/** A page in a browser context of its own, signed in as a demo person. */
export async function signedInPage(browser: Browser, email: DemoPerson): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}
