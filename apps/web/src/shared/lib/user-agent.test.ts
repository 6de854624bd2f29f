import { describe, expect, it } from 'vitest';
import { platformOf } from './user-agent';

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('platformOf', () => {
  it.each([
    ['chromeWindows', 'windows', 'chrome', false],
    ['edgeWindows', 'windows', 'edge', false],
    ['safariMac', 'macos', 'safari', false],
    ['firefoxLinux', 'linux', 'firefox', false],
    ['safariIphone', 'ios', 'safari', true],
    ['chromeIphone', 'ios', 'chrome', true],
    ['samsungAndroid', 'android', 'samsung', true],
    ['operaMac', 'macos', 'opera', false],
    ['chromebook', 'chromeos', 'chrome', false],
  ] as const)('%s: %s, %s, mobile %s', (name, os, browser, mobile) => {
    expect(platformOf(agents[name])).toEqual({ os, browser, mobile });
  });

  it('tells an iPad, which presents itself as a Mac, by its touch points', () => {
    expect(platformOf(agents.safariMac, 5)).toEqual({ os: 'ios', browser: 'safari', mobile: true });
  });

  it('names nothing it does not recognise', () => {
    expect(platformOf('curl/8.5.0')).toEqual({ mobile: false });
  });
});
