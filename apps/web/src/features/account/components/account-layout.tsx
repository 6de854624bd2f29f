import { safeLink } from '@hearth/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Navigate, Outlet, useLocation } from 'react-router';
import { isApiError } from '../../../shared/lib/api-error';
import { useLogout } from '../../../shared/lib/use-logout';
import { useLeftNav } from '../api/menu-api';
import { useAccountArea } from '../hooks/use-account-area';
import styles from './account.module.css';

/** The account area's left navigation (§2 "Navigation menus"), from the server. */
function LeftNav() {
  const { t } = useTranslation();
  const nav = useLeftNav(true);
  return (
    <nav className={styles.leftNav} aria-label={t('account.nav.label')}>
      <ul>
        {/* Links another site could be read from (`/\\evil.example`) are not shown (links.ts). */}
        {(nav.data ?? [])
          .filter((item) => safeLink(item.href))
          .map((item) => (
            <li key={item.key}>
              {item.newTab || /^https?:/i.test(item.href) ? (
                <a
                  href={item.href}
                  target={item.newTab ? '_blank' : undefined}
                  rel={item.newTab ? 'noopener noreferrer' : undefined}
                >
                  {item.label ?? t(`account.nav.${item.key}` as 'account.nav.home')}
                  {item.newTab && (
                    <span className={styles.visuallyHidden}>{` ${t('account.newWindow')}`}</span>
                  )}
                </a>
              ) : (
                <NavLink to={item.href} end={item.key === 'home'}>
                  {item.label ?? t(`account.nav.${item.key}` as 'account.nav.home')}
                </NavLink>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}

/**
 * The frame of the account area: only for a signed-in member account (others go to the member
 * login and come back), a back bar to /account/home on every page but the dashboard, and the
 * left navigation. A 401 or 404 on the account's detail logs out to the login page (§8).
 */
export function AccountLayout() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { session, account, detailQuery } = useAccountArea();
  const logout = useLogout();
  const error = detailQuery.error;
  const lost = isApiError(error) && (error.status === 401 || error.status === 404);
  useEffect(() => {
    if (lost) void logout('account');
  }, [lost, logout]);

  if (session.isPending) return <p className={styles.muted}>{t('account.loading')}</p>;
  if (!account) {
    const back = encodeURIComponent(`${pathname}${search}`);
    return <Navigate to={`/account/login?redirect=${back}`} replace />;
  }
  const home = pathname === '/account/home' || /^\/(membio|business-center|bc)\/?$/.test(pathname);
  return (
    <div className={styles.area}>
      {!home && (
        <div className={styles.backBar}>
          <Link to="/account/home">
            <span aria-hidden="true">← </span>
            {t('account.backHome')}
          </Link>
        </div>
      )}
      <div className={styles.columns}>
        <LeftNav />
        <div className={styles.content}>
          <Outlet />
        </div>
      </div>
    </div>
  );
}
