import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../../../shared/lib/session';
import { Page } from '../../../shared/ui/page';
import { useConsoleHistory } from '../api/console-api';
import { DashboardEditor } from './dashboard-editor';
import { FeedStatusSection } from './feed-status';
import { MarketEditionsSection } from './market-editions-section';
import styles from './console.module.css';
import { NotificationComposer } from './notification-composer';
import { NotificationTable } from './notification-table';
import { RosterSection } from './roster-section';

function History() {
  const { t, i18n } = useTranslation();
  const history = useConsoleHistory();
  if (!history.data) return <p>{t('console.loading')}</p>;
  if (history.data.length === 0) return <p>{t('console.history.none')}</p>;
  return (
    <div
      className={styles.tableWrap}
      tabIndex={0}
      role="region"
      aria-label={t('console.history.title')}
    >
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{t('console.history.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.history.when')}</th>
            <th scope="col">{t('console.history.who')}</th>
            <th scope="col">{t('console.history.what')}</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((entry) => (
            <tr key={entry.id}>
              <td>
                {new Date(entry.at).toLocaleString(i18n.language, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </td>
              <td>{entry.by ?? '—'}</td>
              <td>
                {t(`console.history.actions.${entry.action.replaceAll('.', '_')}`, {
                  defaultValue: entry.action,
                })}
                {typeof entry.detail.subject === 'string' ? `: ${entry.detail.subject}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/account/admin`: the association's console, for association admins only. */
export function ConsolePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  if (session.isPending) return <p>{t('console.loading')}</p>;
  const account = session.data?.account;
  if (!account) {
    return <Navigate to={`/account/login?redirect=${encodeURIComponent(pathname)}`} replace />;
  }
  const admin = account.roles.some((role) => role.name === 'association_admin');
  return (
    <div className={styles.console}>
      <Page title={t('console.title')} intro={admin ? t('console.intro') : undefined}>
        {!admin ? (
          <p role="alert">{t('console.onlyStaff')}</p>
        ) : (
          <>
            <nav aria-label={t('console.sections')}>
              <ul className={styles.jump}>
                <li>
                  <a href="#console-notifications">{t('console.notifications.title')}</a>
                </li>
                <li>
                  <a href="#console-dashboard">{t('console.dashboard.title')}</a>
                </li>
                <li>
                  <a href="#console-editions">{t('console.editions.title')}</a>
                </li>
                <li>
                  <a href="#console-roster">{t('console.roster.title')}</a>
                </li>
                <li>
                  <a href="#console-history">{t('console.history.title')}</a>
                </li>
              </ul>
            </nav>
            <FeedStatusSection />
            <section className={styles.section} aria-labelledby="console-notifications">
              <h2 id="console-notifications">{t('console.notifications.title')}</h2>
              <NotificationComposer />
              <h3>{t('console.notifications.sent')}</h3>
              <NotificationTable />
            </section>
            <section className={styles.section} aria-labelledby="console-dashboard">
              <h2 id="console-dashboard">{t('console.dashboard.title')}</h2>
              <DashboardEditor />
            </section>
            <section className={styles.section} aria-labelledby="console-editions">
              <h2 id="console-editions">{t('console.editions.title')}</h2>
              <MarketEditionsSection />
            </section>
            <section className={styles.section} aria-labelledby="console-roster">
              <h2 id="console-roster">{t('console.roster.title')}</h2>
              <RosterSection />
            </section>
            <section className={styles.section} aria-labelledby="console-history">
              <h2 id="console-history">{t('console.history.title')}</h2>
              <History />
            </section>
          </>
        )}
      </Page>
    </div>
  );
}
