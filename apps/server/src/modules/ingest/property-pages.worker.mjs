/**
 * The worker thread of property-pages.ts. Plain JavaScript that loads the TypeScript: a worker
 * thread does not inherit the server's TypeScript loader.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./property-pages.thread.ts', import.meta.url);
