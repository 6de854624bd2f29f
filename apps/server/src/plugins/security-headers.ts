import type { FastifyInstance } from 'fastify';
import { servedOverHttps } from '../config';

/** Headers every response carries; the web page adds its own Content-Security-Policy. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (servedOverHttps(app.config.env)) {
      reply.header('Strict-Transport-Security', 'max-age=15552000; includeSubDomains');
    }
  });
}
