/** Who is acting, for the unit tests of the `*.policy.ts` files. */
import type { AccountActor } from '../src/modules/members/account-actor';
import type { Principal } from '../src/modules/auth/sessions.service';

/** A member account: an agent of office 3, member 40, of association SAR, unless told otherwise. */
export function accountActor(overrides: Partial<AccountActor> = {}): AccountActor {
  return {
    accountId: '12',
    memberId: '40',
    roles: ['agent'],
    officeIds: ['3'],
    associations: ['SAR'],
    ...overrides,
  };
}

/** A signed-in person's session. */
export function principal(overrides: Partial<Principal> = {}): Principal {
  return { kind: 'user', personId: '7', sessionId: 's1', roles: [], ...overrides };
}
