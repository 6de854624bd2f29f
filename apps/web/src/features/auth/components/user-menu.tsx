import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { useSession } from '../api/session';
import { useInactivityLogout } from '../hooks/use-inactivity-logout';
import { useLogout } from '../hooks/use-logout';
import {
  UserMenuPlaceholder,
  type UserMenuDropdownProps,
  type UserMenuEntry,
} from './user-menu-placeholder';
import styles from './user-menu.module.css';

interface Entry extends UserMenuEntry {
  action: () => void;
}

/** Fetches the menu button's and submenu's code (once; later calls get the same module). */
const loadUserMenuDropdown = () => import('./user-menu-dropdown');
const UserMenuDropdown = lazy(loadUserMenuDropdown);

/**
 * The menu button: a stand-in until the menu is first opened, then the accessible menu, whose
 * code (and its locale handling, which reads the browser's locale data in one long task on a
 * phone) is fetched only when the visitor comes near the button.
 */
function Dropdown(props: UserMenuDropdownProps) {
  const [opened, setOpened] = useState(false);
  const placeholder = (
    <UserMenuPlaceholder
      label={props.label}
      badge={props.badge}
      // Only a head start: a failed fetch shows again when the menu is opened.
      onNear={() => void loadUserMenuDropdown().catch(() => undefined)}
      onOpen={() => setOpened(true)}
    />
  );
  if (!opened) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown {...props} opened />
    </Suspense>
  );
}

/**
 * The user menu (members-area.md §2): Log In once every enabled login type reports not logged
 * in (a choice of consumer or member login when both are enabled), and after login a Welcome
 * greeting with the first name and its submenu.
 */
export function UserMenu({
  linkClassName,
  accountEntries,
  unread = 0,
}: {
  linkClassName?: string;
  /** A member account's submenu (the account area's pages), supplied by the app shell. */
  accountEntries?: readonly { id: string; label: string; href: string }[];
  /** Notifications the member has not viewed yet: a count beside the greeting. */
  unread?: number;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const navigate = useNavigate();
  const logout = useLogout();
  const session = useSession();
  const consumerLogin = settings.membioMlsEnabled && settings.membioMlsConsumerEnabled;
  const accountLogin = settings.membioEnabled;
  const user = session.data?.user ?? null;
  const account = session.data?.account ?? null;

  // Members whose only role is member are logged out after inactivity (§4).
  const memberOnly =
    account !== null && account.roles.length > 0 && account.roles.every((r) => r.name === 'member');
  const logOutInactive = useCallback(() => void logout('account'), [logout]);
  useInactivityLogout(memberOnly, settings.memberInactivityLogoutMinutes, logOutInactive);

  if (session.isPending) return <span className={styles.placeholder} aria-hidden="true" />;

  if (user || account) {
    const entries: Entry[] = [];
    if (account) {
      const pages = accountEntries?.length
        ? accountEntries
        : [{ id: 'home', label: t('auth.dashboard'), href: '/account/home' }];
      for (const page of pages) {
        entries.push({ id: page.id, label: page.label, action: () => navigate(page.href) });
      }
    }
    if (user) {
      entries.push(
        { id: 'profile', label: t('auth.myProfile'), action: () => navigate('/user/profile') },
        {
          id: 'saved-listings',
          label: t('auth.savedListings'),
          action: () => navigate('/user/saved-listings'),
        },
        {
          id: 'saved-searches',
          label: t('auth.savedSearches'),
          action: () => navigate('/user/saved-searches'),
        },
      );
    }
    if (account) {
      entries.push({
        id: 'logout-account',
        label: t('auth.logOut'),
        action: () => void logout('account'),
      });
    } else {
      entries.push({
        id: 'logout-user',
        label: t('auth.logOut'),
        action: () => void logout('user'),
      });
    }
    const firstName = (account ?? user)?.firstName ?? '';
    return (
      <Dropdown
        label={t('auth.welcome', { name: firstName })}
        badge={
          account && unread > 0
            ? { count: unread, label: t('auth.unread', { count: unread }) }
            : undefined
        }
        entries={entries.map(({ id, label }) => ({ id, label }))}
        onAction={(id) => entries.find((e) => e.id === id)?.action()}
      />
    );
  }

  if (consumerLogin && accountLogin) {
    return (
      <Dropdown
        label={t('auth.logIn')}
        entries={[
          { id: 'consumer', label: t('auth.consumer') },
          { id: 'member', label: t('auth.agentOrMember') },
        ]}
        onAction={(id) => navigate(id === 'consumer' ? '/user/login' : '/account/login')}
      />
    );
  }
  if (!consumerLogin && !accountLogin) return null;
  return (
    <Link to={consumerLogin ? '/user/login' : '/account/login'} className={linkClassName}>
      {t('auth.logIn')}
    </Link>
  );
}
