import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, setLanguage } from '../shared/lib/i18n';

beforeAll(async () => {
  await initI18n('en');
});

afterEach(async () => {
  // Tests of server rendering run without a document.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.body.className = '';
  await setLanguage('en');
});
