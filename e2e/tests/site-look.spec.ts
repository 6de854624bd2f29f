import type { Page } from '@playwright/test';
import { signedInPage, type DemoPerson } from '../support/sessions';
import { expect, test } from '../support/test';

test.describe.configure({ timeout: 120_000 });

/** Each drop-down on the page: whether it shows the drawn chevron with room beside it. */
async function selectsWithoutArrow(page: Page): Promise<string[]> {
  return page.locator('select').evaluateAll((selects) =>
    selects
      .filter((select) => select.getBoundingClientRect().width > 0)
      .filter((select) => {
        const style = getComputedStyle(select);
        return !style.backgroundImage.includes('gradient') || parseFloat(style.paddingRight) < 24;
      })
      .map((select) => select.getAttribute('aria-label') ?? select.id ?? select.outerHTML),
  );
}

const SCREENS: [DemoPerson, string[]][] = [
  ['consumer@hearth.example', ['/for-sale', '/user/saved-listings', '/user/saved-searches']],
  ['agent@hearth.example', ['/mls-agent/listings', '/mls-agent/contacts', '/directory']],
  ['admin@hearth.example', ['/account/admin']],
];

for (const [person, paths] of SCREENS) {
  test(`${person} sees every drop-down drawn as one, with its arrow`, async ({ browser }) => {
    const page = await signedInPage(browser, person);
    const plain: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      plain.push(...(await selectsWithoutArrow(page)).map((name) => `${path}: ${name}`));
    }
    expect(plain).toEqual([]);
    await page.context().close();
  });
}

for (const person of ['agent@hearth.example', 'member@hearth.example'] as const) {
  test(`${person}'s dashboard leaves no empty column and draws its services' icons`, async ({
    browser,
  }) => {
    const page = await signedInPage(browser, person);
    await page.goto('/account/home');
    const services = page.getByRole('region', { name: 'Services' });
    await expect(services).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each row of widgets spans the whole width.
    const rows = await services.evaluate((section) => {
      const board = section.parentElement!;
      const width = board.getBoundingClientRect().width;
      const byTop = new Map<number, { left: number; right: number }>();
      for (const widget of board.children) {
        const box = widget.getBoundingClientRect();
        const top = Math.round(box.top);
        const row = byTop.get(top) ?? { left: box.left, right: box.right };
        byTop.set(top, {
          left: Math.min(row.left, box.left),
          right: Math.max(row.right, box.right),
        });
      }
      return [...byTop.values()].map((row) => Math.round(row.right - row.left - width));
    });
    expect(
      rows.every((gap) => Math.abs(gap) <= 2),
      `rows short by ${rows.join(', ')} px`,
    ).toBe(true);
    // An icon drawn for each service without a picture, never a letter in a circle.
    const links = services.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const link of await links.all()) {
      expect((await link.locator('svg, img').count()) > 0).toBe(true);
    }
    await page.context().close();
  });
}
