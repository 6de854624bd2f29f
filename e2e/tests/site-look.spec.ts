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
