/** Who may see the MLS feed's replication status: the association's staff (association admins). */
import type { Principal } from '../auth/sessions.service';

export function canReadFeedStatus(account: Principal | null): boolean {
  return account !== null && account.roles.includes('association_admin');
}
