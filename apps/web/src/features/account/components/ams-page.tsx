import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';
import styles from './account.module.css';

export type AmsPageKind = 'billing' | 'calendar' | 'committees';

/**
 * Billing, calendar and committees (§2): the association-management pages. They are wired here
 * (routes, links, menu entries) and filled from the association's management system.
 */
export function AmsPage({ kind }: { kind: AmsPageKind }) {
  const { t } = useTranslation();
  return (
    <Page title={t(`account.nav.${kind}`)}>
      <section className={styles.widget}>
        <p className={styles.empty}>{t('account.nothingRightNow')}</p>
        <p className={styles.muted}>{t('account.ams.notYet')}</p>
      </section>
    </Page>
  );
}
