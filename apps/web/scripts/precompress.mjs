// Writes a Brotli (.br) and a gzip (.gz) copy beside each compressible file of the browser's
// build, at the highest levels, once per build. The server sends them as they are
// (@fastify/static `preCompressed`) instead of compressing every asset on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const dist = join(import.meta.dirname, '..', 'dist');
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
]);
/** Below this a compressed copy saves nothing worth a file (as the server's own threshold). */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // The manifest is read by the server, and index.html is its template: never sent as files.
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* files(path);
    } else if (COMPRESSIBLE.has(extname(entry.name)) && entry.name !== 'index.html') {
      yield path;
    }
  }
}

const started = performance.now();
let count = 0;
let before = 0;
let after = 0;
for await (const path of files(dist)) {
  if ((await stat(path)).size < MIN_BYTES) continue;
  const body = await readFile(path);
  const [br, gzipped] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `Precompressed ${count} files: ${(before / 1024).toFixed(0)} KB, ${(after / 1024).toFixed(0)} KB as Brotli (${((performance.now() - started) / 1000).toFixed(1)} s).`,
);
