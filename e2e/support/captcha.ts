import { expect, type Locator, type Page } from '@playwright/test';

/** Solves the proof-of-work captcha in the page, as a person ticking the box would. */
export async function solveCaptcha(page: Page, scope: Locator = page.locator('body')) {
  // The widget draws its own box over the native checkbox: tick it through its label.
  await scope.getByText(/not a robot/i).click();
  await expect(scope.getByText(/verified/i).first()).toBeVisible({ timeout: 20_000 });
}
