import { useSession } from '../../../shared/lib/session';
import { useAccountDetail } from '../api/members-api';

/** The signed-in member account: the session's account and its detail from the member API. */
export function useAccountArea() {
  const session = useSession();
  const account = session.data?.account ?? null;
  const detail = useAccountDetail(account?.id);
  const roles = (account?.roles ?? []).map((role) => role.name);
  return { session, account, detail: detail.data ?? null, detailQuery: detail, roles };
}
