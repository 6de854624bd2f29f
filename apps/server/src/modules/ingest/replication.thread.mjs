/**
 * The worker thread of replication-thread.ts. Plain JavaScript that loads the TypeScript: a
 * worker thread does not inherit the server's TypeScript loader.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./replication.thread-main.ts', import.meta.url);
