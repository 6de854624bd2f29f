/**
 * Who may see and change a consumer's profile, password, photo and data (members-area.md §6): only
 * the consumer themself; another's id answers 403.
 */
import type { Principal } from '../auth/sessions.service';

export function canUseUserProfile(user: Principal, userId: string): boolean {
  return user.personId === userId;
}
