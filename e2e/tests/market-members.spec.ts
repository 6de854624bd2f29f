import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sessions';

for (const width of [1280, 390]) {
  test.describe(`the market for members at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 844 } });

    test('an agent reads My market on the dashboard and opens an area, with its PDF', async ({
      page,
      request,
    }, testInfo) => {
      await signIn(page, 'agent@hearth.example');
      const widget = page.getByRole('region', { name: 'My market' });
      await expect(widget).toBeVisible();
      const area = widget.getByRole('article').first();
      await expect(area.getByText('Median sales price', { exact: true })).toBeVisible();
      const pdf = area.getByRole('link', { name: /report \(PDF\)$/ });
      const answer = await request.get((await pdf.getAttribute('href')) ?? '');
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('application/pdf');
      await page.screenshot({ path: testInfo.outputPath('my-market.png'), fullPage: true });
      await expectNoAxeViolations(page);

      const heading = (await area.getByRole('heading').textContent()) ?? '';
      await area.getByRole('heading').getByRole('link').click();
      await expect(page).toHaveURL(/\/market(\/|$)/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        heading.replace(/ market$/, ''),
      );
      await expect(
        page.getByRole('link', { name: 'Download the one-page report (PDF)' }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Español' }).click();
      await page.goto('/account/home');
      await expect(page.getByRole('region', { name: 'Mi mercado' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("the association's staff see the report's editions in the console", async ({
      page,
    }, testInfo) => {
      await signIn(page, 'admin@hearth.example');
      await page.goto('/account/admin');
      const section = page.getByRole('region', { name: 'Market report editions' });
      await expect(section).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath('console-editions.png'), fullPage: true });
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Español' }).click();
      await expect(
        page.getByRole('region', { name: 'Ediciones del informe del mercado' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
