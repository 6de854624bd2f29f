/** Who is acting in the members area: the signed-in account with its member and offices. */
import type { FastifyRequest } from 'fastify';
import type { AccountRole } from '../../db/schema';
import { requireAccount } from '../auth/request-auth';
import { actorRow } from './members.repository';

export interface AccountActor {
  accountId: string;
  /** The member of the association's records the account belongs to; null for staff. */
  memberId: string | null;
  roles: AccountRole[];
  /** The member's offices. */
  officeIds: string[];
  /** The member's associations (MemberAOR). */
  associations: string[];
}

const actors = new WeakMap<FastifyRequest, Promise<AccountActor>>();

/** The signed-in account as an actor (a 401 without one); read once per request. */
export function accountActor(request: FastifyRequest): Promise<AccountActor> {
  let actor = actors.get(request);
  if (!actor) {
    actor = (async () => {
      const principal = await requireAccount(request);
      const row = await actorRow(request.server.database.db, principal.personId);
      return {
        accountId: principal.personId,
        memberId: row.memberId,
        roles: principal.roles,
        officeIds: row.officeIds,
        associations: row.associations,
      };
    })();
    actors.set(request, actor);
  }
  return actor;
}
