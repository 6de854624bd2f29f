import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useMatch } from 'react-router';
import styles from './consumer.module.css';

// Shown on the profile only: its code (and the dialog library's) stays out of the saved
// listings' and saved searches' first paint.
const ConnectedAgents = lazy(() =>
  import('./connected-agents').then((module) => ({ default: module.ConnectedAgents })),
);

const LINKS = [
  { to: '/user/saved-listings', key: 'consumer.nav.savedListings' },
  { to: '/user/saved-searches', key: 'consumer.nav.savedSearches' },
  { to: '/user/profile', key: 'consumer.nav.profile' },
] as const;

/** The consumer area's frame (members-area.md §2): side navigation, routed in the app. */
export function ConsumerLayout() {
  const { t } = useTranslation();
  // The profile (the account's screen) ends with the agents the consumer is connected to.
  const onProfile = useMatch('/user/profile') !== null;
  return (
    <div className={styles.area}>
      <nav className={styles.sideNav} aria-label={t('consumer.nav.label')}>
        <ul>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} className={styles.navLink}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.content}>
        <Outlet />
        {onProfile && (
          <Suspense fallback={null}>
            <ConnectedAgents />
          </Suspense>
        )}
      </div>
    </div>
  );
}
