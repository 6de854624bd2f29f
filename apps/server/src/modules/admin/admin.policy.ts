/** Who may use the association's console: association admins only (every action alike). */
import type { AccountActor } from '../members/account-actor';

export function canUseConsole(actor: AccountActor): boolean {
  return actor.roles.includes('association_admin');
}
