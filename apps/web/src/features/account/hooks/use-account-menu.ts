import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/lib/session';
import { useLeftNav, useNotifications } from '../api/menu-api';

export interface AccountMenuEntry {
  id: string;
  label: string;
  href: string;
}

/**
 * The user menu's submenu for a member account (§2 "Navigation menus": a server-loaded
 * submenu), and the count of notifications not yet viewed for the header.
 */
export function useAccountMenu(): { entries: AccountMenuEntry[]; unread: number } {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = Boolean(session.data?.account);
  const nav = useLeftNav(signedIn);
  const notifications = useNotifications(signedIn);
  const entries = (nav.data ?? [])
    .filter((item) => item.label === null)
    .map((item) => ({
      id: `account-${item.key}`,
      label: t(`account.nav.${item.key}` as 'account.nav.home'),
      href: item.href,
    }));
  return { entries, unread: notifications.data?.unread ?? 0 };
}
