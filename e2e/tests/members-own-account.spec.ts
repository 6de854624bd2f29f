import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sessions';
import { expect, test } from '../support/test';

/** A 2×2 PNG, red: enough for the browser to draw and crop. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

test('a member changes their photo and tries a password change from My Profile', async ({
  page,
}) => {
  await signIn(page, 'member@hearth.example');
  await page.goto('/account/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Password and Photo' })).toBeVisible();

  // The password: the consumer's rules (8+ characters, repeat must match), Save held until valid.
  await main.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Your Password' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Current Password').fill('hearth-demo-wrong');
  await dialog.getByLabel('New Password', { exact: true }).fill('short');
  await dialog.getByLabel('Repeat New Password').fill('something else');
  await dialog.getByLabel('Current Password').focus();
  await expect(
    dialog.getByText('Password must be at least 8 characters long.').first(),
  ).toBeVisible();
  await expect(dialog.getByText('New passwords must match')).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);

  // A wrong current password is refused with the server's words; the toast leaves Save clear.
  await dialog.getByLabel('New Password', { exact: true }).fill('a brand new password');
  await dialog.getByLabel('Repeat New Password').fill('a brand new password');
  await save.click();
  const toast = page.getByText('Your current password is not correct.');
  await expect(toast).toBeVisible();
  const [toastBox, saveBox] = [await toast.boundingBox(), await save.boundingBox()];
  expect(toastBox && saveBox).toBeTruthy();
  const overlaps =
    toastBox!.x < saveBox!.x + saveBox!.width &&
    saveBox!.x < toastBox!.x + toastBox!.width &&
    toastBox!.y < saveBox!.y + saveBox!.height &&
    saveBox!.y < toastBox!.y + toastBox!.height;
  expect(overlaps, 'the error toast covers the Save button').toBe(false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // The photo: chosen, previewed square, saved; the profile shows the stored one.
  await main.getByRole('button', { name: 'Change Photo' }).click();
  const photo = page.getByRole('dialog', { name: 'Update Your Photo' });
  await photo.getByLabel('Choose a photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(photo.getByRole('img', { name: 'Preview of your new photo' })).toBeVisible();
  await photo.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your photo has been updated')).toBeVisible();
  await expect(photo).toBeHidden();
  await expect(main.getByRole('img', { name: /^Photo of / })).toHaveAttribute(
    'src',
    /^\/media\/avatars\/[0-9a-f-]{36}\.jpg$/,
  );
  await page.reload();
  await expect(page.getByRole('main').getByRole('img', { name: /^Photo of / })).toHaveAttribute(
    'src',
    /^\/media\/avatars\//,
  );
});
