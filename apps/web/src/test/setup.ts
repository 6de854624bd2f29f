import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadStrings, setLanguage, stringParts } from '../shared/lib/i18n';
import { contractViolations } from './api-contracts';

// Screens and their strings load on first use: on a busy two-core machine a `findBy` or
// `waitFor` may need more than the library's one second. A passing wait ends as soon as it can.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no CSS.escape, which react-aria's popovers (a combobox's list) call; the browser's is
// specified in https://drafts.csswg.org/cssom/#the-css.escape()-method.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  const escape = (value: string) =>
    value.replace(/^-?\d|[^\w-]/g, (ch) => `\\${ch.codePointAt(0)!.toString(16)} `);
  globalThis.CSS = { ...(globalThis.CSS ?? {}), escape } as typeof CSS;
}

beforeAll(async () => {
  await initI18n('en');
  // Screens are rendered here without the route loaders that load their strings.
  await loadStrings(...stringParts);
});

afterEach(async () => {
  // Tests of server rendering run without a document.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.body.className = '';
  await setLanguage('en');
});

afterEach(() => {
  // A stubbed answer the API would never send (test/api-contracts.ts) fails the test that served it.
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(violations.join('\n'));
});
