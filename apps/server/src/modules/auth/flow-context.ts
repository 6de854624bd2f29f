import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { FlowContext } from './auth-flows.service';

/**
 * E-mailed links must not be built from a Host header a client chose (a reset link pointing at
 * an attacker's site), so production requires PUBLIC_URL; development and test use the request.
 */
export function assertLinkBaseConfigured(config: Config): void {
  if (config.env.NODE_ENV === 'production' && !config.env.PUBLIC_URL) {
    throw new Error(
      'PUBLIC_URL must be set in production: e-mailed sign-in links are built from it.',
    );
  }
}

export function flowContext(request: FastifyRequest): FlowContext {
  const { config, database } = request.server;
  const baseUrl = config.env.PUBLIC_URL
    ? new URL(config.env.PUBLIC_URL).origin
    : `${request.protocol}://${request.host}`;
  return { db: database.db, config, ip: request.ip, baseUrl };
}
