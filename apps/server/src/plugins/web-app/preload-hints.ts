/**
 * Links that let a page fetch what it needs together rather than one thing after another, read
 * from the build manifest (`vite build` writes dist/.vite/manifest.json).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attribute } from './page-html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export interface Hints {
  scripts: string;
  styles: string;
}

/** The build manifest, if there is one. */
export function readManifest(distDir: string): Manifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

const preloadLink = (file: string) =>
  `<link rel="modulepreload" crossorigin href="/${attribute(file)}">`;
const styleLink = (file: string) =>
  `<link rel="stylesheet" crossorigin href="/${attribute(file)}">`;

/** The build's chunks and style sheets that `entry` needs, by their path in the manifest. */
function chunkClosure(manifest: Manifest, entry: string) {
  const files = new Set<string>();
  const styles = new Set<string>();
  const pending = [entry];
  const seen = new Set<string>();
  while (pending.length > 0) {
    const key = pending.pop() ?? '';
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) continue;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    pending.push(...(chunk.imports ?? []));
  }
  return { files, styles };
}

/**
 * What every page needs before the app's first render: the entry and the steps it loads one after
 * the other (main.tsx imports each start-up step dynamically, so that each runs in a task of its
 * own), with everything they import.
 */
function shellClosure(manifest: Manifest) {
  const files = new Set<string>();
  const styles = new Set<string>();
  for (const key of ['index.html', ...(manifest['index.html']?.dynamicImports ?? [])]) {
    const closure = chunkClosure(manifest, key);
    closure.files.forEach((file) => files.add(file));
    closure.styles.forEach((file) => styles.add(file));
  }
  return { files, styles };
}

/** Links to these chunks (preloads) and style sheets, but for those `linked` has already. */
function hintLinks(
  closure: { files: Set<string>; styles: Set<string> },
  linked: { files: Set<string>; styles: Set<string> },
): Hints {
  return {
    scripts: [...closure.files]
      .filter((file) => !linked.files.has(file))
      .map(preloadLink)
      .join(''),
    styles: [...closure.styles]
      .filter((file) => !linked.styles.has(file))
      .map(styleLink)
      .join(''),
  };
}

/**
 * Hints for every page: the app shell's style sheets (the header of a page drawn on the server
 * must not show unstyled) and the start-up steps' code, fetched together with the entry rather
 * than one step after another. What index.html links itself is left out.
 */
export function shellHints(manifest: Manifest | null): Hints {
  if (!manifest?.['index.html']) return { styles: '', scripts: '' };
  return hintLinks(shellClosure(manifest), chunkClosure(manifest, 'index.html'));
}

/**
 * Hints that let a page fetch its screen's code (the modules `entries`) together with the app's
 * rather than after it, and the screen's style sheets; empty when the build has no manifest.
 */
export function screenHints(manifest: Manifest | null, entries: readonly string[]): Hints {
  if (!manifest) return { scripts: '', styles: '' };
  const files = new Set<string>();
  const styles = new Set<string>();
  for (const entry of entries) {
    const closure = chunkClosure(manifest, entry);
    closure.files.forEach((file) => files.add(file));
    closure.styles.forEach((file) => styles.add(file));
  }
  // Style sheets, not preloads: a page drawn on the server must not show unstyled (the app's
  // loader finds them in the page and does not add them again).
  return hintLinks({ files, styles }, shellClosure(manifest));
}
