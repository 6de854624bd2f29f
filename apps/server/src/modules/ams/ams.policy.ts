/**
 * Who may read what the AMS holds (members-area.md §2, §6). Routes take no member id: a member
 * reads their own invoices, committees and education, so another's can never be asked for.
 */
import type { AccountActor } from '../members/account-actor';

/** Invoices, committees and education: a signed-in account that is a member (its own only). */
export function canReadOwnAmsRecords(actor: AccountActor): actor is AccountActor & {
  memberId: string;
} {
  return actor.memberId !== null;
}

/** The association's events: any signed-in account. */
export function canReadEvents(actor: AccountActor): boolean {
  return actor.accountId !== '';
}

/** A calendar feed: the account the token was issued to, when it is still active. */
export function canReadFeed(account: { id: string } | undefined): account is { id: string } {
  return account !== undefined;
}
