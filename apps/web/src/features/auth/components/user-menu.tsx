import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { whenIdle } from '../../../shared/lib/when-idle';
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

/**
 * The menu button and its submenu carry the menu code, so they load once the browser is idle
 * after the first paint: the screen's own code and data go first.
 */
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

function Dropdown(props: UserMenuDropdownProps) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => (wanted ? undefined : whenIdle(() => setWanted(true))), [wanted]);
  if (!wanted) return <UserMenuPlaceholder label={props.label} />;
  return (
    <Suspense fallback={<UserMenuPlaceholder label={props.label} />}>
      <UserMenuDropdown {...props} />
    </Suspense>
  );
}

/**
 * The user menu (members-area.md §2): Log In once every enabled login type reports not logged
 * in (a choice of consumer or member login when both are enabled), and after login a Welcome
 * greeting with the first name and its submenu.
 */
export function UserMenu({ linkClassName }: { linkClassName?: string }) {
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
      entries.push({
        id: 'home',
        label: t('auth.dashboard'),
        action: () => navigate('/account/home'),
      });
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
