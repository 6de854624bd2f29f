import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sessions';
import { expect, test } from '../support/test';

test('the demo agent adds a contact, finds and opens it, rates it and writes a note', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `Nora.Quill.${Date.now()}@example.com`;
  await signIn(page, 'agent@hearth.example');

  // The area's navigation leads to the contacts, sorted by last name.
  await page.getByRole('link', { name: 'Contacts', exact: true }).first().click();
  await expect(page).toHaveURL(/\/mls-agent\/contacts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your contacts' });
  // Anderson comes first of the demo agent's contacts.
  await expect(list.getByRole('link').first()).toContainText('Liam Anderson');
  await expectNoAxeViolations(page);

  // Add: a last name of one letter is refused by name, then the contact is added.
  await page.getByRole('button', { name: 'Add Contact' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Contact' });
  await dialog.getByLabel('First Name').fill('Nora');
  await dialog.getByLabel('Last Name').fill('Q');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel(/^Phone/).pressSequentially('9165550123');
  await expect(dialog.getByLabel(/^Phone/)).toHaveValue('916-555-0123');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please Check Last Name');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Last Name').fill('Quill');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Your contact has been added')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Search is a case-insensitive part of the name or e-mail.
  await page.getByLabel('Search contacts').fill('NORA.QUILL');
  await expect(page.getByRole('status').filter({ hasText: /contacts?$/ })).toHaveText('1 contact');
  await list.getByRole('link', { name: /Nora Quill/ }).click();

  // Her page: rate 4 stars, write a note that saves on leaving the field.
  await expect(page).toHaveURL(/\/mls-agent\/contact\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nora Quill' })).toBeVisible();
  await expect(page.getByText('No leads, shares or alerts with this contact yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.locator('label').filter({ hasText: '4 stars' }).click();
  await expect(page.getByText('Rating has been updated')).toBeVisible();
  await page.getByLabel('Notes').fill('Wants a single-storey home near the river.');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Notes has been updated')).toBeVisible();

  // Both are kept.
  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue('Wants a single-storey home near the river.');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();

  // Back on the list, sorted by rating.
  await page.getByRole('link', { name: 'All contacts' }).click();
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(list.getByRole('link').first()).toContainText('Maria Gonzalez');
  await expect(list.getByRole('link', { name: /Nora Quill/ })).toContainText('★★★★☆');
});

test('a contact who sent the agent a lead has it on their timeline', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'agent@hearth.example');
  await page.goto('/mls-agent/contacts');
  await page.getByRole('link', { name: /Maria Gonzalez/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maria Gonzalez' })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Asked for a tour').first()).toBeVisible();
  // Newest first, each entry with its date and a link to the listing it is about.
  const times = await timeline
    .locator('time')
    .evaluateAll((nodes) => nodes.map((node) => Date.parse(node.getAttribute('datetime') ?? '')));
  expect(times.length).toBeGreaterThan(0);
  expect(times).toEqual([...times].sort((a, b) => b - a));
  const about = timeline.getByRole('link', { name: /^About / }).first();
  await expect(about).toHaveAttribute('href', /^\/listing\//);
  await expect(page.getByLabel('Nickname')).toHaveValue('Mari');
  await expectNoAxeViolations(page);
});
