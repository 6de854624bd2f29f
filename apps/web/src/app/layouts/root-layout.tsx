import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { paths } from '../../config/paths';
import { useSettings } from '../../config/settings-context';
import { usePendingFavourite } from '../../shared/lib/favourites';
import { pageModeOf } from '../../shared/lib/page-mode';
import { ToastRegion } from '../../shared/ui/toast';
import { useBodyClasses } from '../use-body-classes';
import { LanguageSwitch } from './language-switch';
import { MainMenu } from './main-menu';
import styles from './root-layout.module.css';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The frame of every screen: skip link, header with the main menu, and the main region. */
export function RootLayout() {
  const { t } = useTranslation();
  const { siteTitle, spanishEnabled } = useSettings();
  const { pathname } = useLocation();
  const loading = useNavigation().state === 'loading';
  const mode = pageModeOf(pathname);
  useBodyClasses(pathname);
  usePendingFavourite();

  return (
    <>
      <a className={styles.skipLink} href="#main" onClick={skipToMain}>
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Link
            to={paths.home()}
            className={styles.brand}
            reloadDocument={mode === 'site'}
            aria-label={t('app.homeLink', { siteTitle })}
          >
            {siteTitle}
          </Link>
          <MainMenu mode={mode} />
          {spanishEnabled && <LanguageSwitch />}
        </div>
        {loading && <div className={styles.progress} aria-hidden="true" />}
      </header>
      <main id="main" tabIndex={-1} className={styles.main} aria-busy={loading || undefined}>
        <Outlet />
      </main>
      <ToastRegion />
      {/* A new page starts at its top (a new page of results too); Back returns to where it was. */}
      <ScrollRestoration />
    </>
  );
}
