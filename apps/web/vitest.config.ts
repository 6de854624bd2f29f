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
  },
});
