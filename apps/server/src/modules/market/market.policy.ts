/** Who may do what with the market report: staff publish editions, members subscribe. */
import type { AccountActor } from '../members/account-actor';

/** Freezing, commenting and publishing editions: the association's staff. */
export function canManageMarketEditions(actor: AccountActor): boolean {
  return actor.roles.includes('association_admin');
}

/** Getting each edition by e-mail: any member account (agents, brokers, staff). */
export function canSubscribeToMarketReport(actor: AccountActor): boolean {
  return actor.roles.length > 0;
}

/** "My market" on the dashboard: any member account (staff see the region). */
export function canReadMyMarket(actor: AccountActor): boolean {
  return actor.roles.length > 0;
}
