import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Paths the Node server answers; `vite dev` forwards them to it. */
const serverPrefixes = ['/api', '/search', '/member', '/mls', '/media', '/healthz'];
const serverUrl = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: Object.fromEntries(serverPrefixes.map((prefix) => [prefix, serverUrl])),
  },
});
