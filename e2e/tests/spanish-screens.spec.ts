import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { findListing } from '../support/listings';
import { signedInPage, type DemoPerson } from '../support/sessions';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 240_000 });

const locales = fileURLToPath(new URL('../../apps/web/src/locales', import.meta.url));

/** Every string of a language's files, by its key. */
function strings(language: 'en' | 'es'): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') out.set(key, value);
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k);
    }
  };
  for (const file of readdirSync(join(locales, language))) {
    walk(JSON.parse(readFileSync(join(locales, language, file), 'utf8')), file);
  }
  return out;
}

/**
 * The English words of the interface that Spanish says otherwise: the fixed parts of each string
 * (around its {{placeholders}}) of two words or more, that no Spanish string also has.
 */
function englishOnlyPhrases(): string[] {
  const en = strings('en');
  const es = strings('es');
  const spanish = [...es.values()].join('\n');
  const phrases = new Set<string>();
  for (const [key, english] of en) {
    if (es.get(key) === english) continue;
    for (const part of english.split(/\{\{[^}]+\}\}|<[^>]+>|[(){}:·…?!.,]/)) {
      const phrase = part.trim();
      if (phrase.split(/\s+/).length < 2 || !/[a-z]/.test(phrase)) continue;
      if (spanish.includes(phrase)) continue;
      phrases.add(phrase);
    }
  }
  return [...phrases];
}

/**
 * The page's own words: what people wrote (a bio, a notification, marked `data-content`) and
 * addresses left out.
 */
async function interfaceText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('[data-content], address, script, style, .maplibregl-ctrl-attrib')
      .forEach((element) => element.remove());
    return copy.innerText;
  });
}

async function englishOn(page: Page, paths: readonly string[], phrases: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
    const text = await interfaceText(page);
    for (const phrase of phrases) {
      const at = new RegExp(
        `(^|[^\\p{L}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}])`,
        'u',
      );
      if (at.test(text)) found.push(`${path}: "${phrase}"`);
    }
  }
  return found;
}

/** Spanish from the first page on, as a reader who chose Español keeps it. */
async function inSpanish(page: Page) {
  await page.addInitScript(() => localStorage.setItem('hearth.language', 'es'));
}

test('a Spanish reader finds no English on the public screens', async ({ page, request }) => {
  const phrases = englishOnlyPhrases();
  expect(phrases.length).toBeGreaterThan(100);
  const soon = await findListing(request, (l) => l.StandardStatus === 'Coming Soon');
  const rental = await findListing(request, (l) => l.PropertyType === 'RLSE');
  await inSpanish(page);
  const found = await englishOn(
    page,
    [
      '/for-sale',
      '/for-rent',
      `/listing/${soon.ListingId}`,
      `/listing/${rental.ListingId}`,
      '/directory',
      '/user/login',
      '/account/login',
      '/no-such-page',
    ],
    phrases,
  );
  expect(found).toEqual([]);
});

const SIGNED_IN: [DemoPerson, string[]][] = [
  ['consumer@hearth.example', ['/user/profile', '/user/saved-listings', '/user/saved-searches']],
  [
    'agent@hearth.example',
    [
      '/account/home',
      '/account/inbox',
      '/account/profile',
      '/mls-agent/listings',
      '/mls-agent/contacts',
    ],
  ],
];

for (const [person, paths] of SIGNED_IN) {
  test(`${person} in Spanish finds no English on their screens`, async ({ browser }) => {
    const phrases = englishOnlyPhrases();
    const page = await signedInPage(browser, person);
    await inSpanish(page);
    const found = await englishOn(page, paths, phrases);
    // The members menu names Leads and Contacts apart.
    if (person === 'agent@hearth.example') {
      await page.goto('/account/home');
      const nav = page.getByRole('navigation', { name: 'Área de miembros' });
      const names = await nav.getByRole('link').allTextContents();
      expect(names.filter((name) => name.trim() === 'Contactos').length).toBeLessThanOrEqual(1);
    }
    expect(found).toEqual([]);
    await page.context().close();
  });
}
