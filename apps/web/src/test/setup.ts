import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadStrings, setLanguage, stringParts } from '../shared/lib/i18n';

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
