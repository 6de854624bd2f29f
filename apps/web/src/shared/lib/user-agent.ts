export type OperatingSystem = 'windows' | 'ios' | 'android' | 'chromeos' | 'macos' | 'linux';
export type BrowserName = 'edge' | 'opera' | 'samsung' | 'firefox' | 'chrome' | 'safari' | 'ie';

export interface Platform {
  /** Absent when the user agent names no known system. */
  os?: OperatingSystem;
  browser?: BrowserName;
  /** A phone or tablet. */
  mobile: boolean;
}

// Order matters: Android agents also say Linux, Chrome agents also say Safari, Edge and Opera
// agents also say Chrome.
const systems: [OperatingSystem, RegExp][] = [
  ['windows', /Windows/],
  ['ios', /iPhone|iPad|iPod/],
  ['android', /Android/],
  ['chromeos', /CrOS/],
  ['macos', /Macintosh|Mac OS X/],
  ['linux', /Linux/],
];

const browsers: [BrowserName, RegExp][] = [
  ['edge', /Edge?\/|EdgA\/|EdgiOS\//],
  ['opera', /OPR\/|Opera/],
  ['samsung', /SamsungBrowser\//],
  ['firefox', /Firefox\/|FxiOS\//],
  ['chrome', /Chrome\/|CriOS\/|Chromium\//],
  ['safari', /Safari\//],
  ['ie', /MSIE |Trident\//],
];

/**
 * Operating system, browser and device class from a user agent. `maxTouchPoints` tells an
 * iPad (which presents itself as a Mac) from a Mac.
 */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  let os = systems.find(([, pattern]) => pattern.test(userAgent))?.[0];
  if (os === 'macos' && maxTouchPoints > 1) os = 'ios';
  const browser = browsers.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const mobile = os === 'ios' || os === 'android' || /Mobi/i.test(userAgent);
  return { ...(os && { os }), ...(browser && { browser }), mobile };
}

/** The platform of the running browser. */
export function currentPlatform(): Platform {
  if (typeof navigator === 'undefined') return { mobile: false };
  return platformOf(navigator.userAgent, navigator.maxTouchPoints);
}
