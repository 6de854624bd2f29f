/**
 * Page modes of public-site.md §2: the first path segment picks a mode, which becomes a class
 * on the page body together with the operating system, the browser and the view mode.
 */
import type { Platform } from './user-agent';

export const pageModes = [
  'site',
  'buy',
  'rent',
  'commercial',
  'agent',
  'office',
  'directory',
  'listing',
  'account',
  'user',
] as const;
export type PageMode = (typeof pageModes)[number];

export type ViewMode = 'desktop' | 'mobile' | 'windows';

/** Pages under user/ or account/ that belong to the site rather than to an area. */
const siteActions = new Set(['login', 'lost-password', 'register']);

const modeBySegment: Record<string, PageMode> = {
  'for-sale': 'buy',
  // The place search lists homes for sale.
  homes: 'buy',
  'for-rent': 'rent',
  // Residential lease is the rental search under another name.
  'for-lease': 'rent',
  'commercial-sale': 'commercial',
  'commercial-lease': 'commercial',
  agent: 'agent',
  office: 'office',
  directory: 'directory',
  listing: 'listing',
  account: 'account',
  'mls-agent': 'account',
  'business-center': 'account',
  bc: 'account',
  membio: 'account',
  user: 'user',
  my: 'user',
  'user-center': 'user',
  uc: 'user',
};

/** The page mode of a path: the root, sign-in pages and unknown paths are `site`. */
export function pageModeOf(pathname: string): PageMode {
  const [first = '', second = ''] = pathname
    .split('/')
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
  const mode = Object.hasOwn(modeBySegment, first) ? modeBySegment[first] : undefined;
  if (!mode) return 'site';
  if ((first === 'user' || first === 'account') && siteActions.has(second)) return 'site';
  return mode;
}

/** Windows on Windows, mobile on a phone, tablet or iOS, otherwise the configured view mode. */
export function viewModeOf(platform: Platform, configured: ViewMode): ViewMode {
  if (platform.os === 'windows') return 'windows';
  if (platform.mobile) return 'mobile';
  return configured;
}

/** The classes the body carries on a path: mode, operating system, browser and view mode. */
export function bodyClassesOf(
  pathname: string,
  platform: Platform,
  configuredViewMode: ViewMode,
): string[] {
  const classes: (string | undefined)[] = [
    pageModeOf(pathname),
    platform.os,
    platform.browser,
    viewModeOf(platform, configuredViewMode),
  ];
  return [...new Set(classes.filter((name): name is string => Boolean(name)))];
}
