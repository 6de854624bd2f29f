import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../errors';
import { authOf } from '../auth/request-auth';
import { accountActor, type AccountActor } from '../members/account-actor';

/** The signed-in agent; a consumer is refused (403), nobody signed in gets a 401. */
export async function agentActor(request: FastifyRequest): Promise<AccountActor> {
  const { user, account } = await authOf(request);
  if (!account && user) throw forbidden('Only agents keep contacts.');
  return accountActor(request);
}
