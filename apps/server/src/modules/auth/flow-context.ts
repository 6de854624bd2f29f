import type { FastifyRequest } from 'fastify';
import { publicOrigin } from '../../config';
import type { FlowContext } from './auth-flows.service';

/**
 * E-mailed links come from PUBLIC_URL or the listen address, never from a Host header a client
 * chose (a reset link pointing at an attacker's site).
 */
export function flowContext(request: FastifyRequest): FlowContext {
  const { config, database } = request.server;
  return { db: database.db, config, ip: request.ip, baseUrl: publicOrigin(config.env) };
}
