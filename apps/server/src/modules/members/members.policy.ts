/**
 * Who may do what in the members area (members-area.md §6): one small function per action. A
 * request that names an object the actor may not see answers 404, as if it did not exist.
 */
import { isOfficeAdmin, type OfficeLeaders } from '@hearth/domain';
import type { AccountActor } from './account-actor';

/** An account's detail: only its own. */
export function canReadAccount(actor: AccountActor, accountId: string): boolean {
  return actor.accountId === accountId;
}

/** Bio, areas served and languages: only the member themself. */
export function canEditProfile(actor: AccountActor, memberId: string): boolean {
  return actor.memberId !== null && actor.memberId === memberId;
}

/**
 * A member's education records and licence status: the member themself, or the responsible or
 * contact member of one of the member's offices (they see it on the office page too).
 */
export function canReadEducation(
  actor: AccountActor,
  memberId: string,
  ledOfficeIdsOfMember: readonly string[],
): boolean {
  return (
    (actor.memberId !== null && actor.memberId === memberId) || ledOfficeIdsOfMember.length > 0
  );
}

/** The office page's admin view: only the office's leaders (any signed-in account sees the rest). */
export function canSeeOfficeAdminView(actor: AccountActor, office: OfficeLeaders): boolean {
  return isOfficeAdmin(actor.memberId, office);
}

/** The dashboard, its content and the left navigation: any signed-in account. */
export function canReadDashboard(actor: AccountActor): boolean {
  return actor.accountId !== '';
}

/** The listings widget: the account's own listings. */
export function canReadListingsWidget(actor: AccountActor, accountId: string): boolean {
  return canReadAccount(actor, accountId);
}
