/** Who is looking at a directory page: the member behind the signed-in account, if any. */
import type { FastifyRequest } from 'fastify';
import { authOf } from '../auth/request-auth';
import { memberIdOfAccount } from './directory-pages.repository';

/** The member id of the signed-in member account; null for visitors and consumers. */
export async function currentMemberId(request: FastifyRequest): Promise<string | null> {
  const { account } = await authOf(request);
  if (!account) return null;
  return memberIdOfAccount(request.server.database.db, account.personId);
}
