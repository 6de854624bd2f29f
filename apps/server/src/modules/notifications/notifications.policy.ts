/**
 * Who may see and act on notifications and messages (members-area.md §4, §6): only the accounts a
 * notification is addressed to, and only on their own action records and messages.
 */
import type { NotificationAudienceKind } from '../../db/schema';
import type { AccountActor } from '../members/account-actor';

export interface Audience {
  kind: NotificationAudienceKind;
  value: string | null;
}

/** Whether a notification's audience takes in this account (the list's SQL says the same). */
export function isAddressedTo(audience: Audience, actor: AccountActor): boolean {
  switch (audience.kind) {
    case 'all':
      return true;
    case 'account':
      return audience.value === actor.accountId;
    case 'role':
      return actor.roles.some((role) => role === audience.value);
    case 'office':
      return audience.value !== null && actor.officeIds.includes(audience.value);
    case 'association':
      return audience.value !== null && actor.associations.includes(audience.value);
  }
}

/** Reading a notification, or recording an action on it: only an addressee. */
export function canReadNotification(actor: AccountActor, audience: Audience): boolean {
  return isAddressedTo(audience, actor);
}

/** Changing an action record: only the account that made it. */
export function canChangeNotificationAction(
  actor: AccountActor,
  action: { accountId: string },
): boolean {
  return action.accountId === actor.accountId;
}

/** A message: only its recipient. */
export function canReadMessage(actor: AccountActor, message: { accountId: string }): boolean {
  return message.accountId === actor.accountId;
}
