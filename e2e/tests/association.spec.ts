import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { signedInPage } from '../support/sessions';
import { expect, test } from '../support/test';

/** The offices of the signed-in account, as the session says. */
async function officesOf(page: Page): Promise<{ id: string; name: string }[]> {
  const session = (await (await page.request.get('/api/session')).json()) as {
    account: { offices: { id: string; name: string }[] };
  };
  return session.account.offices;
}

test('a member sees their invoices, committees and calendar, and downloads an event’s .ics', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const page = await signedInPage(browser, 'agent@hearth.example');

  await page
    .getByRole('navigation', { name: 'Member area' })
    .getByRole('link', { name: 'Billing' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  const open = page.getByRole('table', { name: 'Open invoices' });
  await expect(open.getByText('Overdue').first()).toBeVisible();
  const pay = open.getByRole('link', { name: /^Pay INV-/ }).first();
  await expect(pay).toHaveAttribute('target', '_blank');
  await expect(pay).toHaveAttribute('href', /^https:\/\/pay\.hearth\.example\/invoices\/INV-/);
  await expect(
    page.getByRole('table', { name: 'Paid invoices' }).getByText('Paid').first(),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/account/committees');
  await expect(page.getByRole('heading', { level: 2, name: 'Education' })).toBeVisible();
  await expect(page.getByText('Chair', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/account/calendar');
  const grid = page.getByRole('table');
  await expect(grid.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  const first = page.getByRole('list', { name: 'Events' }).getByRole('link').first();
  const title = (await first.textContent()) ?? '';
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^event-\d+\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  expect(ics).toContain('BEGIN:VCALENDAR\r\n');
  expect(ics).toContain('BEGIN:VEVENT\r\n');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z\r\n/);

  // The member's own feed address.
  await page.goto('/account/calendar');
  await page.getByRole('button', { name: 'Get my feed address' }).click();
  const feed = page.getByLabel('Your calendar feed address');
  await expect(feed).toHaveValue(/\/api\/mms\/calendar\/feed\/[\w-]{43}\.ics$/);
  const feedUrl = await feed.inputValue();
  const feedText = await (await page.request.get(new URL(feedUrl).pathname)).text();
  expect(feedText).toContain('BEGIN:VCALENDAR');
});

test('the association’s staff publish a notification to one office and edit the dashboard', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await signedInPage(browser, 'agent@hearth.example');
  const [office] = await officesOf(agent);
  expect(office).toBeDefined();
  // A demo account outside that office must not see it.
  let outsider: Page | null = null;
  for (const email of [
    'broker@hearth.example',
    'office.admin@hearth.example',
    'member@hearth.example',
  ] as const) {
    const page = await signedInPage(browser, email);
    if (!(await officesOf(page)).some((o) => o.id === office!.id)) {
      outsider = page;
      break;
    }
    await page.context().close();
  }

  const admin = await signedInPage(browser, 'admin@hearth.example');
  await admin
    .getByRole('navigation', { name: 'Member area' })
    .getByRole('link', { name: 'Association console' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Association console' })).toBeVisible();
  const subject = `Office meeting ${Date.now()}`;
  await admin.getByLabel('Subject').fill(subject);
  // The content is written in the rich-text editor; its HTML source takes raw HTML too, which
  // the server cleans.
  const content = admin.getByRole('group', { name: 'Content', exact: true });
  await content.getByRole('button', { name: 'HTML source' }).click();
  await content
    .getByRole('textbox', { name: 'Content', exact: true })
    .fill('<p>Bring your <strong>questions</strong>.<script>alert(1)</script></p>');
  await content.getByRole('button', { name: 'HTML source' }).click();
  await expect(
    content
      .getByRole('textbox', { name: 'Content', exact: true })
      .locator('strong', { hasText: 'questions' }),
  ).toBeVisible();
  await admin.getByLabel('Audience').selectOption('office');
  await admin.getByLabel('Office', { exact: true }).selectOption({ label: office!.name });
  await admin.getByRole('button', { name: 'Preview' }).click();
  const preview = admin.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('questions')).toBeVisible();
  expect(await preview.innerHTML()).not.toContain('script');
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(admin.getByRole('status').filter({ hasText: /^Published\.$/ })).toBeVisible();
  const row = admin
    .getByRole('table', { name: 'Published notifications' })
    .getByRole('row')
    .filter({ hasText: subject });
  await expect(row).toContainText(office!.name);
  await expect(row).toContainText('Live');

  await agent.goto('/account/inbox');
  await expect(agent.getByText(subject)).toBeVisible();
  if (outsider) {
    await outsider.goto('/account/inbox');
    await expect(outsider.getByRole('tabpanel', { name: /Notifications/ })).toBeVisible();
    await expect(outsider.getByText(subject)).toHaveCount(0);
  }

  // A content area: the preview beside the editor shows it cleaned as it is typed, and the
  // member's dashboard shows what the console saves.
  const stamp = String(Date.now());
  const words = `Renewal desk open late ${stamp}`;
  const block = admin.getByRole('group', { name: 'Block 1' }).first();
  const source = block.getByRole('button', { name: 'HTML source' });
  await source.click();
  const before = await block.getByRole('textbox', { name: 'Block 1' }).inputValue();
  await block
    .getByRole('textbox', { name: 'Block 1' })
    .fill(`<p>${words}</p><img src="x" onerror="alert(1)">`);
  const live = admin.getByRole('complementary', { name: 'How members will see it' });
  await expect(live.getByText(words)).toBeVisible();
  expect(await live.innerHTML()).not.toContain('onerror');
  // The preview is cleaned by the server a moment after typing stops: wait for the image to go.
  await expect(live.locator('img')).toHaveCount(0);
  await source.click();

  // Staff bold a word with the toolbar: the last word, selected from the keyboard.
  const text = block.getByRole('textbox', { name: 'Block 1' });
  await text.fill(words);
  await text.press('End');
  await text.press('Control+Shift+ArrowLeft');
  const bold = block.getByRole('button', { name: 'Bold' });
  await bold.click();
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await expect(live.locator('strong', { hasText: stamp })).toBeVisible();

  // And a picture by upload, with its description: stored on our server, shown in the preview.
  await text.press('End');
  await block.getByRole('button', { name: 'Image' }).click();
  const photo = await (await admin.request.get('/media/demo/house-101-1.jpg?w=419')).body();
  await block
    .getByLabel(/^Image file/)
    .setInputFiles({ name: 'desk.jpg', mimeType: 'image/jpeg', buffer: photo });
  await block.getByLabel('Description for people who cannot see it').fill('The renewal desk');
  await block.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(live.getByRole('img', { name: 'The renewal desk' })).toHaveAttribute(
    'src',
    /^\/media\/content\/[\w-]+\.webp$/,
  );

  // Services: dragging the second onto the first reorders them, in the preview at once.
  const items = admin.getByRole('group', { name: 'Services' }).getByRole('listitem');
  const first = await items.nth(0).getByLabel('Label').inputValue();
  const second = await items.nth(1).getByLabel('Label').inputValue();
  const shown = live.getByRole('region', { name: 'Services' }).getByRole('link');
  await expect(shown.nth(0)).toContainText(first);
  await items.nth(1).dragTo(items.nth(0), { sourcePosition: { x: 8, y: 8 } });
  await expect(shown.nth(0)).toContainText(second);
  await expect(shown.nth(1)).toContainText(first);
  await expectNoAxeViolations(admin);
  // The arrows put it back, from the keyboard.
  await admin.getByRole('button', { name: `Move ${first} up` }).press('Enter');
  await expect(shown.nth(0)).toContainText(first);
  await expect(shown.nth(1)).toContainText(second);
  await admin.getByRole('button', { name: 'Save the dashboard' }).click();
  await expect(admin.getByText('Saved: members see it now.')).toBeVisible();
  await agent.goto('/account/home');
  await expect(agent.locator('strong', { hasText: stamp })).toBeVisible();
  await expect(agent.getByText(`Renewal desk open late`)).toBeVisible();
  const picture = agent.getByRole('img', { name: 'The renewal desk' });
  await expect(picture).toBeVisible();
  // Served by our server, at the size it was given (smaller than 1600 px, so kept).
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(419);
  await admin.reload();
  await expect(admin.getByRole('table', { name: 'History' })).toContainText('Saved the dashboard');

  // The demo's own words come back, as other visits of the same server expect them.
  const restored = admin.getByRole('group', { name: 'Block 1' }).first();
  await restored.getByRole('button', { name: 'HTML source' }).click();
  await restored.getByRole('textbox', { name: 'Block 1' }).fill(before);
  await admin.getByRole('button', { name: 'Save the dashboard' }).click();
  await expect(admin.getByText('Saved: members see it now.')).toBeVisible();
});

test('the association’s staff find a member and an office, and download who must renew', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await signedInPage(browser, 'agent@hearth.example');
  const [office] = await officesOf(agent);
  await agent.context().close();

  const admin = await signedInPage(browser, 'admin@hearth.example');
  await admin.goto('/account/admin');
  const roster = admin.getByRole('region', { name: 'Members and offices' });
  await expect(roster).toBeVisible();

  // Members: the whole roster first, then one found by name.
  const members = roster.getByRole('table', { name: /^Search members/ });
  await expect(members.getByRole('row').nth(1)).toBeVisible();
  const name = (await members.getByRole('rowheader').first().textContent())!.split(' (')[0]!;
  await roster.getByRole('textbox', { name: /^Search members/ }).fill(name);
  await roster.getByRole('search', { name: 'Members' }).getByRole('button').click();
  await expect(members.getByRole('rowheader', { name: new RegExp(`^${name}`) })).toBeVisible();
  await expect(members.getByRole('row').nth(1)).toContainText(/Expires|Expired|No license/);

  // Offices: the agent's office, with its lead response time.
  await roster.getByRole('textbox', { name: /^Search offices/ }).fill(office!.name);
  await roster.getByRole('search', { name: 'Offices' }).getByRole('button').click();
  const offices = roster.getByRole('table', { name: /^Search offices/ });
  await expect(offices.getByRole('rowheader', { name: office!.name })).toBeVisible();

  // Reports: licences expiring within 90 days, on the page and as CSV.
  await roster.getByLabel('Within', { exact: true }).selectOption('90');
  await expect(
    roster.getByRole('heading', { name: 'Licenses expiring within 90 days' }),
  ).toBeVisible();
  const waiting = admin.waitForEvent('download');
  await roster.getByRole('link', { name: /as CSV$/ }).click();
  const download = await waiting;
  expect(download.suggestedFilename()).toBe('licences-expiring-90-days.csv');
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'Name,MLS id,E-mail,Office,License expires,Days left,Credits needed',
  );
  await roster.getByLabel('Report').selectOption('office-response');
  await expect(
    roster.getByRole('table', { name: /^Offices by median first response/ }),
  ).toBeVisible();
  await expectNoAxeViolations(admin);
});
