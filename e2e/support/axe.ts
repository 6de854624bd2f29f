import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

export interface AxeScope {
  /** CSS selectors to scan; the whole page when left out. */
  include?: string | string[];
  /** CSS selectors to leave out, such as a third-party map canvas. */
  exclude?: string | string[];
  /** axe rule ids to skip; say why next to the call. */
  disableRules?: string[];
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules axe-core marks experimental, so a tag filter alone never runs them. Label in name
 * (WCAG 2.5.3): a control's accessible name contains its visible text, so a person who says
 * what they see to voice control reaches it.
 */
const experimentalRules = ['label-content-name-mismatch'];

/** Scans the page with axe-core against WCAG 2.1 A and AA and fails listing every violation. */
export async function expectNoAxeViolations(page: Page, scope: AxeScope = {}): Promise<void> {
  await test.step('the page has no accessibility violations', async () => {
    const rules: Record<string, { enabled: boolean }> = {};
    for (const rule of experimentalRules) rules[rule] = { enabled: true };
    for (const rule of scope.disableRules ?? []) rules[rule] = { enabled: false };
    // options() rather than withTags() and disableRules(): each of those replaces what the other set.
    let builder = new AxeBuilder({ page }).options({
      runOnly: { type: 'tag', values: wcagTags },
      rules,
    });
    for (const selector of asList(scope.include)) builder = builder.include(selector);
    for (const selector of asList(scope.exclude)) builder = builder.exclude(selector);

    const results = await builder.analyze();
    await test.info().attach('axe-results.json', {
      body: JSON.stringify(results.violations, null, 2),
      contentType: 'application/json',
    });
    expect(results.violations.length, describe(page.url(), results.violations)).toBe(0);
  });
}

function describe(url: string, violations: Violation[]): string {
  const lines = [`${violations.length} accessibility violation(s) on ${url}:`];
  for (const violation of violations) {
    lines.push(`- [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`);
    lines.push(`  ${violation.helpUrl}`);
    for (const node of violation.nodes.slice(0, 5)) {
      lines.push(`  at ${node.target.join(' ')}`);
      if (node.failureSummary) {
        lines.push(...node.failureSummary.split('\n').map((line) => `      ${line.trim()}`));
      }
    }
    if (violation.nodes.length > 5) lines.push(`  …and ${violation.nodes.length - 5} more`);
  }
  return lines.join('\n');
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
