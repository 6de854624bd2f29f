import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { solveCaptcha } from '../support/captcha';

const SEARCH = { Authorization: 'Bearer hearth-demo-search-key' };

interface AgentHit {
  MemberKey: string;
  MemberLastName: string;
  MemberFullName: string;
}

interface AgentPage {
  agent: {
    MemberMlsId: string;
    phoneNumbers: { kind: string }[];
    licenses: { licenseNumber: string; licenseExpirationDate: string | null }[];
  };
}

/** An active agent with a licence, a mobile phone and a last name no other agent shares. */
async function findAgent(request: APIRequestContext) {
  const response = await request.get('/search/v1/agents?limit=200&sortBy=MemberLastName', {
    headers: SEARCH,
  });
  expect(response.ok()).toBe(true);
  const { bundle } = (await response.json()) as { bundle: AgentHit[] };
  const counts = new Map<string, number>();
  for (const hit of bundle)
    counts.set(hit.MemberLastName, (counts.get(hit.MemberLastName) ?? 0) + 1);
  for (const hit of bundle) {
    if (counts.get(hit.MemberLastName) !== 1) continue;
    const page = (await (await request.get(`/api/agent/${hit.MemberKey}`)).json()) as AgentPage;
    const licence = page.agent.licenses.find((l) => l.licenseExpirationDate);
    if (licence && page.agent.phoneNumbers.some((p) => p.kind === 'mobile')) {
      return { ...hit, MemberMlsId: page.agent.MemberMlsId, licence };
    }
  }
  throw new Error('no suitable agent in the demo data');
}

const mmddyy = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(2, 4)}`;

test('a visitor finds an agent by last name, opens the page and sends a message', async ({
  page,
  request,
}) => {
  const agent = await findAgent(request);
  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a REALTOR®' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /Results, Showing 1 to 25/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  const box = page.getByRole('combobox', { name: 'Agent name' });
  await box.fill(agent.MemberLastName);
  await page.getByRole('option', { name: `${agent.MemberLastName} (last name)` }).click();
  await expect(page).toHaveURL(/\/directory\?filters=/);
  const link = page.getByRole('link', { name: agent.MemberFullName });
  await expect(link).toBeVisible();
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: agent.MemberFullName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(agent.MemberFullName));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(agent.MemberFullName),
  );
  await expect(page.getByText(/^\(\d{3}\) \d{3}-\d{4}/).first()).toBeVisible();
  await expect(
    page.getByText(`expires ${mmddyy(agent.licence.licenseExpirationDate ?? '')}`),
  ).toBeVisible();
  await expect(page.getByText(agent.licence.licenseNumber)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const form = page.getByRole('region', { name: `Contact ${agent.MemberFullName}` });
  await form.getByLabel('Name').fill('Dora Directory');
  await form.getByLabel('E-mail').fill('dora.directory@example.com');
  await form.getByLabel('Message').fill('Please call me about homes in your area.');
  await solveCaptcha(page, form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Your message has been sent.')).toBeVisible();

  const mailbox = await request.get('/dev/mailbox.json?limit=200');
  const { results } = (await mailbox.json()) as {
    results: { kind: string; text: string; subject: string }[];
  };
  const mail = results.find(
    (m) => m.kind === 'lead' && m.text.includes('dora.directory@example.com'),
  );
  expect(mail?.text).toContain('Please call me about homes in your area.');
  expect(mail?.subject).toContain('New message from your profile');
});

test('a visitor switches to offices, filters by city, uses the map and opens an agent', async ({
  page,
  request,
}) => {
  const options = (await (await request.get('/api/directory/options')).json()) as {
    cities: string[];
  };
  const city = options.cities.includes('Sacramento') ? 'Sacramento' : (options.cities[0] ?? '');
  await page.goto('/directory');
  await page.getByRole('button', { name: 'Offices' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Find a Real Estate Offices' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Map + Grid' }).click();
  await page.getByLabel('City', { exact: true }).selectOption(city);
  await expect(page).toHaveURL(/OfficeCity/);
  await expect(
    page.getByRole('status').filter({ hasText: /\d+ Results, Showing 1 to/ }),
  ).toBeVisible();

  const map = page.getByRole('region', { name: /^Map of \d+ office/ });
  await expect(map).toBeVisible();
  await expect(map.locator('.maplibregl-marker').first()).toBeVisible();
  await expectNoAxeViolations(page, { exclude: '.maplibregl-canvas' });

  const firstOffice = page
    .getByRole('article')
    .first()
    .getByRole('heading', { level: 2 })
    .getByRole('link');
  const officeName = (await firstOffice.textContent()) ?? '';
  await firstOffice.click();
  await expect(page.getByRole('heading', { level: 1, name: officeName })).toBeVisible();
  const members = page.getByRole('region', { name: /\d+ Members?/ });
  const firstMember = members.getByRole('heading', { level: 3 }).getByRole('link').first();
  const memberName = (await firstMember.textContent()) ?? '';
  await expectNoAxeViolations(page, { exclude: '.maplibregl-canvas' });
  await firstMember.click();
  await expect(page.getByRole('heading', { level: 1, name: memberName })).toBeVisible();
  // Back goes to the office page.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: officeName })).toBeVisible();
});

test('a search with no match shows Oops! and starts over at /directory', async ({ page }) => {
  const filters = encodeURIComponent(JSON.stringify({ MemberLastName: 'Zzzyzx-no-such-name' }));
  await page.goto(`/directory?filters=${filters}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'No Matching Agents or Offices' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await page.getByRole('link', { name: 'Start a new Search' }).click();
  await expect(page).toHaveURL(/\/directory$/);
});
