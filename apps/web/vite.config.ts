import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
// By path: Vite's config loader bundles relative imports but leaves workspace packages (which
// ship TypeScript sources) to Node.
import { publicSettingsSchema } from '../../packages/contracts/src/settings';

/** Paths the Node server answers; `vite dev` forwards them to it. */
const serverPrefixes = ['/api', '/search', '/member', '/mls', '/media', '/healthz'];
const serverUrl = 'http://localhost:3000';

/**
 * The public settings schema's defaults, written into the bundle so that the browser reads its
 * settings without loading the schema (the server validates what it injects).
 */
export const settingsDefine = {
  __HEARTH_DEFAULT_SETTINGS__: JSON.stringify(publicSettingsSchema.parse({})),
};

/**
 * V8's explicit compile hint: compile every function of the file while it downloads, on a
 * background thread, rather than each on the main thread at its first call. The app's start-up
 * code is nearly all called at start, and compiling it lazily made a good part of the long
 * tasks of a slow phone's start. The map library (a megabyte, mostly not called at once) is
 * left to compile lazily.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHint = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => id.includes('/maplibre-gl/')) ? '' : COMPILE_HINT;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  define: settingsDefine,
  // The manifest tells the server which files the search screen needs (apps/server/src/plugins/web-app/preload-hints.ts).
  // `vite build --ssr` makes the server's renderer of the search screen (src/entry-server.tsx)
  // in dist-ssr/, beside the browser's build, not in it: it is not served.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        manifest: true,
        // No preload helper: each dynamic import fetches its chunk's imports itself, and Chromium
        // compiles them as they stream in, off the main thread. The helper inserted a
        // <link rel=modulepreload> per dependency, and each insertion compiled its module on the
        // main thread: about a fifth of a slow phone's work while it took over a search page
        // (docs/architecture.md, "Start-up in the browser"). Pages not drawn by the server still
        // name their screen's chunks in the page (apps/server/src/plugins/web-app/preload-hints.ts).
        modulePreload: false,
        rolldownOptions: { output: { postBanner: compileHint } },
      },
  ssr: {
    // The workspace packages ship TypeScript: bundled. Other packages are imported by Node.
    noExternal: ['@hearth/domain', '@hearth/contracts'],
  },
  server: {
    proxy: Object.fromEntries(serverPrefixes.map((prefix) => [prefix, serverUrl])),
  },
}));
