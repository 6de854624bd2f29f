/**
 * The web app's page as the server sends it: the built index.html with the browser's settings
 * in a script, and the additions of a screen (hints, data, the screen drawn on the server).
 */
import { createHash } from 'node:crypto';
import { publicSettings, type Settings } from '@hearth/contracts';

/** `<` and friends escaped in JSON text so that no value can close the script element. */
export function scriptSafe(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `&`, `<`, `>` and `"` escaped for an attribute value. */
export function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The page with the browser's settings in it, and the hash of their script for the CSP. */
export function renderIndexHtml(
  template: string,
  settings: Settings,
): { html: string; scriptHash: string } {
  const script = `window.__HEARTH_SETTINGS__=${scriptSafe(JSON.stringify(publicSettings(settings)))};`;
  const scriptHash = createHash('sha256').update(script).digest('base64');
  const html = template.replace('<!--hearth-settings-->', () => `<script>${script}</script>`);
  return { html, scriptHash };
}

/** The page served while the web app is not built. */
export const NOT_BUILT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hearth</title></head><body><main><h1>Hearth</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></main></body></html>';

/**
 * The page's root element with the server-drawn screen in it; `name` tells the browser which
 * screen it is when it is not a search screen.
 */
export function drawnRoot(html: string, width: number, screen: string, name?: string): string {
  const named = name === undefined ? '' : ` data-server-screen="${name}"`;
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-server-width="${width}"${named}>${screen}</div>`,
  );
}

/**
 * The page with a screen's additions in place: first in the head, last in the head, last in the
 * body. Replaced by functions, not strings: a replacement string gives `$&`, `$'` and `$$` a
 * meaning, and the additions hold listing data.
 */
export function searchPage(
  html: string,
  extra: { top?: string; head: string; body: string },
): string {
  return html
    .replace('<head>', () => `<head>${extra.top ?? ''}`)
    .replace('</head>', () => `${extra.head}</head>`)
    .replace('</body>', () => `${extra.body}</body>`);
}

/** A data block for the web app: never run, so the Content-Security-Policy needs no hash for it. */
export function dataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${scriptSafe(json)}</script>`;
}
