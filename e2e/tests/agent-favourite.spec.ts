import { expect, test } from '../support/test';

test('a signed-out visitor who favourites an agent is asked to log in', async ({
  page,
  request,
}) => {
  const response = await request.get('/search/v1/agents?limit=1', {
    headers: { Authorization: 'Bearer hearth-demo-search-key' },
  });
  const [agent] = (
    (await response.json()) as { bundle: { MemberFullName: string; MemberKey: string }[] }
  ).bundle;
  if (!agent) throw new Error('no agent in the demo data');
  await page.goto(
    `/agent/${encodeURIComponent(agent.MemberFullName.replaceAll(' ', '-'))}/${agent.MemberKey}`,
  );
  await page.getByRole('button', { name: 'Favourite', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Log In to Save' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite (saved)' })).toHaveCount(0);
});
