import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

test('a visitor opens / and lands on /for-sale with the body class buy', async ({ page }) => {
  await page.goto('/');

  await expect(page).toHaveURL(/\/for-sale$/);
  await expect(page.locator('body')).toContainClass('buy');

  await expectNoAxeViolations(page);
});
