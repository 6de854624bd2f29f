import { describe, expect, it } from 'vitest';
import { bodyClassesOf, pageModeOf, viewModeOf } from './page-mode';

describe('pageModeOf (public-site.md §2, Page modes)', () => {
  it.each([
    ['/', 'site'],
    ['/for-sale', 'buy'],
    ['/homes/El-Dorado-Hills', 'buy'],
    ['/for-rent', 'rent'],
    ['/for-lease', 'rent'],
    ['/commercial-sale', 'commercial'],
    ['/commercial-lease', 'commercial'],
    ['/agent/jane-doe/A100', 'agent'],
    ['/office/capitol-realty/O200', 'office'],
    ['/directory', 'directory'],
    ['/listing/ML81234', 'listing'],
    ['/listing/123-main-st/ML81234/9', 'listing'],
    ['/account/home', 'account'],
    ['/mls-agent/contacts', 'account'],
    ['/business-center/dashboard', 'account'],
    ['/membio/billing', 'account'],
    ['/user/saved-searches', 'user'],
    ['/my/favorites', 'user'],
  ])('%s is %s', (path, mode) => {
    expect(pageModeOf(path)).toBe(mode);
  });

  it.each([
    '/user/login',
    '/user/lost-password',
    '/user/register',
    '/account/login',
    '/account/lost-password',
    '/account/register',
  ])('%s, a sign-in page, is site', (path) => {
    expect(pageModeOf(path)).toBe('site');
  });

  it.each(['/404', '/no-such-page', '/constructor', '/search/v1'])(
    'the unknown path %s is site',
    (path) => {
      expect(pageModeOf(path)).toBe('site');
    },
  );

  it('ignores case and trailing slashes', () => {
    expect(pageModeOf('/For-Sale/')).toBe('buy');
  });
});

describe('viewModeOf', () => {
  it('is windows on Windows, even when the settings say desktop', () => {
    expect(viewModeOf({ os: 'windows', mobile: false }, 'desktop')).toBe('windows');
  });

  it('is mobile on a phone or on iOS', () => {
    expect(viewModeOf({ os: 'android', mobile: true }, 'desktop')).toBe('mobile');
    expect(viewModeOf({ os: 'ios', mobile: true }, 'desktop')).toBe('mobile');
  });

  it('otherwise follows the settings', () => {
    expect(viewModeOf({ os: 'macos', mobile: false }, 'desktop')).toBe('desktop');
    expect(viewModeOf({ os: 'linux', mobile: false }, 'mobile')).toBe('mobile');
  });
});

describe('bodyClassesOf', () => {
  it('joins mode, system, browser and view mode', () => {
    const platform = { os: 'macos', browser: 'safari', mobile: false } as const;
    expect(bodyClassesOf('/for-sale', platform, 'desktop')).toEqual([
      'buy',
      'macos',
      'safari',
      'desktop',
    ]);
  });

  it('names windows once when it is both the system and the view mode', () => {
    const platform = { os: 'windows', browser: 'edge', mobile: false } as const;
    expect(bodyClassesOf('/directory', platform, 'desktop')).toEqual([
      'directory',
      'windows',
      'edge',
    ]);
  });

  it('leaves out a system or browser it does not know', () => {
    expect(bodyClassesOf('/', { mobile: false }, 'desktop')).toEqual(['site', 'desktop']);
  });
});
