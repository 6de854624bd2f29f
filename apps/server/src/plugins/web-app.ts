import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { publicSettings, type Settings } from '@hearth/contracts';

/** Paths that belong to the APIs: they never fall back to the web app. */
const API_PREFIXES = [
  '/api/',
  '/search/',
  '/member/',
  '/mls/',
  '/media/',
  '/docs',
  '/dev/',
  '/healthz',
  '/readyz',
];

export interface WebAppOptions {
  distDir: string;
  settings: Settings;
}

/** `<` and friends escaped so no setting value can close the script element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderIndexHtml(
  template: string,
  settings: Settings,
): { html: string; scriptHash: string } {
  const script = `window.__HEARTH_SETTINGS__=${scriptSafeJson(publicSettings(settings))};`;
  const scriptHash = createHash('sha256').update(script).digest('base64');
  const html = template.replace('<!--hearth-settings-->', `<script>${script}</script>`);
  return { html, scriptHash };
}

/** reCAPTCHA, when configured, loads its script and frame from Google. */
const RECAPTCHA_SOURCES = 'https://www.google.com https://www.gstatic.com';

function contentSecurityPolicy(scriptHash: string, recaptcha: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${scriptHash}'${recaptcha ? ` ${RECAPTCHA_SOURCES}` : ''}`,
    ...(recaptcha ? [`frame-src ${RECAPTCHA_SOURCES}`] : []),
    // The map library sets inline styles on its elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Serves the built web app: hashed assets cached for a year, index.html with the settings injected, history fallback. */
export async function registerWebApp(
  app: FastifyInstance,
  { distDir, settings }: WebAppOptions,
): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  const built = existsSync(indexPath);
  const page = built
    ? renderIndexHtml(readFileSync(indexPath, 'utf8'), settings)
    : {
        html: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Hearth</title></head><body><main><h1>Hearth</h1><p>The web app is not built yet: run <code>npm run build</code>.</p></main></body></html>',
        scriptHash: '',
      };
  const csp = contentSecurityPolicy(page.scriptHash, settings.recaptchaSiteKey !== '');

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (reply, path) => {
        // Vite names files under assets/ by their content hash, so they never change.
        const immutable = path.startsWith(join(distDir, 'assets'));
        reply.header(
          'Cache-Control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        );
      },
    });
  }

  const sendPage = (reply: FastifyReply) =>
    reply
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Content-Security-Policy', csp)
      .send(page.html);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some(
      (prefix) => path === prefix.replace(/\/$/, '') || path.startsWith(prefix),
    );
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApi &&
      !/\.(?!html$)[a-z0-9]{2,5}$/i.test(path);
    if (wantsPage) return sendPage(reply);
    return reply
      .status(404)
      .send({ status: 404, code: 'not_found', message: `No route for ${request.method} ${path}` });
  });
}
