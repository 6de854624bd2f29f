import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { configurationDoc } from './configuration-doc';

describe('docs/configuration.md', () => {
  it('is what the settings schema says today (run `npm run docs:config` after changing it)', () => {
    const written = readFileSync(join(REPO_ROOT, 'docs/configuration.md'), 'utf8');
    expect(written).toBe(configurationDoc());
  });

  it("lists every setting with its environment variable and the schema's own words", () => {
    const doc = configurationDoc();
    expect(doc).toContain('| `timezone` | `HEARTH_TIMEZONE` | string | `"America/Los_Angeles"` |');
    expect(doc).toContain("The site's time zone (IANA)");
    expect(doc).toMatch(/\| `recaptchaSecret` \|[^\n]*\| server only \|/);
  });
});
