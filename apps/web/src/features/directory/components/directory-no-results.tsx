import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import styles from './directory-page.module.css';

/** 'Oops!' and the way back to an empty search (public-site.md §2). */
export function DirectoryNoResults() {
  const { t } = useTranslation();
  return (
    <section className={styles.noResults} aria-labelledby="directory-oops">
      <h2 id="directory-oops">{t('directory.oops')}</h2>
      <p>{t('directory.noResultsText')}</p>
      <Link className={styles.button} to={paths.directory()}>
        {t('directory.startNew')}
      </Link>
    </section>
  );
}
