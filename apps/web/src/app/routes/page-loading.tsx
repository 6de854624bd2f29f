import { useTranslation } from 'react-i18next';
import styles from './page-loading.module.css';

/** Shown in the content area while the first screen of a visit loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <p className={styles.loading} role="status">
      {t('app.loading')}
    </p>
  );
}
