import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { settingsDefine } from './vite.config';

export default defineProject({
  plugins: [react()],
  define: settingsDefine,
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Screens load their code on first use; on a busy two-core machine a test that waits up to
    // 5 s for one must not be cut off by the 5 s default.
    testTimeout: 15_000,
  },
});
