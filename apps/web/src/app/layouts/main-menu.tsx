import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAccountMenu } from '../../features/account';
import { UnreadBadge, UserMenu } from '../../features/auth';
import type { PageMode } from '../../shared/lib/page-mode';
import styles from './main-menu.module.css';

interface MenuEntry {
  id: string;
  to: string;
  label: string;
  current: boolean;
}

/**
 * The main menu. Entries are highlighted by the page mode; on narrow screens a toggle opens it
 * and any route change (such as tapping an entry) closes it. In site mode entries load a full
 * page, as the spec asks of site-mode links.
 */
export function MainMenu({ mode }: { mode: PageMode }) {
  const { t } = useTranslation();
  const location = useLocation();
  // The menu stays open only on the location where it was opened.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const accountMenu = useAccountMenu();

  const entries: MenuEntry[] = [
    { id: 'buy', to: paths.search('for-sale'), label: t('nav.buy'), current: mode === 'buy' },
    { id: 'rent', to: paths.search('for-rent'), label: t('nav.rent'), current: mode === 'rent' },
    {
      id: 'commercial',
      to: paths.search('commercial-sale'),
      label: t('nav.commercial'),
      current: mode === 'commercial',
    },
    {
      id: 'directory',
      to: paths.directory(),
      label: t('nav.findAgent'),
      current: mode === 'directory' || mode === 'agent' || mode === 'office',
    },
  ];

  return (
    <nav className={styles.nav} aria-label={t('nav.label')}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls="main-menu-entries"
        onClick={() => setOpenAt(open ? null : location.key)}
      >
        <span className={styles.toggleIcon} aria-hidden="true" />
        {t('nav.menu')}
        {/* On a phone the user menu is inside the closed menu: its count shows on the toggle. */}
        <UnreadBadge
          badge={
            accountMenu.unread > 0
              ? {
                  count: accountMenu.unread,
                  label: t('auth.unread', { count: accountMenu.unread }),
                }
              : undefined
          }
        />
      </button>
      <ul id="main-menu-entries" className={styles.entries} data-open={open}>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link
              to={entry.to}
              className={styles.link}
              reloadDocument={mode === 'site'}
              aria-current={entry.current ? 'page' : undefined}
            >
              {entry.label}
            </Link>
          </li>
        ))}
        <li className={styles.logIn}>
          <UserMenu
            linkClassName={styles.link}
            accountEntries={accountMenu.entries}
            unread={accountMenu.unread}
          />
        </li>
      </ul>
    </nav>
  );
}
