/**
 * Console links as a browser reads them: a relative link we accept stays on our origin
 * (`new URL(link, base).origin` is the base's), an absolute one is https; the tricks that browsers
 * open as another site are refused.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { consoleLeftNavLinkSchema, consoleServiceSchema } from './console';
import { isSafeLink } from './links';

const BASE = 'https://portal.example.org/member/dashboard';
const ORIGIN = new URL(BASE).origin;

describe('console links', () => {
  it.each([
    '/\\evil.example',
    '//evil.example',
    '///evil.example',
    '/%5cevil.example',
    '/%5Cevil.example',
    '/%2f%2fevil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    ' //evil.example',
    'javascript:alert(1)',
    'http://evil.example',
    'https:/evil.example',
    'https:evil.example',
    'data:text/html,x',
    'evil.example',
  ])('refuses %j', (link) => {
    expect(isSafeLink(link)).toBe(false);
    const parsed = consoleLeftNavLinkSchema.safeParse({ label: 'Go', href: link });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['href']);
    expect(consoleServiceSchema.safeParse({ label: 'Go', url: link }).success).toBe(false);
  });

  it.each([
    '/',
    '/member/billing',
    '/listing/123?x=1#top',
    'https://mls.example.com/a',
    'mailto:a@b.example',
  ])('accepts %j', (link) => {
    expect(isSafeLink(link)).toBe(true);
  });

  it('keeps every accepted relative link on our origin, as a browser reads it (property)', () => {
    const pathish = fc.string({
      unit: fc.constantFrom(
        '/',
        '\\',
        '%',
        '5',
        'c',
        'C',
        '2',
        'f',
        'e',
        '.',
        ':',
        '@',
        '?',
        '#',
        ' ',
        '\t',
        'x',
      ),
      maxLength: 12,
    });
    fc.assert(
      fc.property(pathish, (link) => {
        if (!isSafeLink(link)) return;
        const url = new URL(link, BASE);
        if (link.startsWith('/')) expect(url.origin, link).toBe(ORIGIN);
        else expect(['https:', 'mailto:', 'tel:']).toContain(url.protocol);
      }),
      { numRuns: 5000 },
    );
  });

  it('an accepted link of any text is ours or https (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (link) => {
        if (!isSafeLink(link)) return;
        const url = new URL(link, BASE);
        if (link.startsWith('/')) expect(url.origin).toBe(ORIGIN);
        else expect(['https:', 'mailto:', 'tel:']).toContain(url.protocol);
      }),
      { numRuns: 5000 },
    );
  });
});
