import { useTranslation } from 'react-i18next';
import { useConsoleNotifications, useWithdrawNotification } from '../api/console-api';
import styles from './console.module.css';

/** Every notification with its audience, state and how many viewed and dismissed it. */
export function NotificationTable() {
  const { t, i18n } = useTranslation();
  const list = useConsoleNotifications();
  const withdraw = useWithdrawNotification();
  if (!list.data) return <p>{t('console.loading')}</p>;
  const date = (iso: string) =>
    new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <div
      className={styles.tableWrap}
      tabIndex={0}
      role="region"
      aria-label={t('console.notifications.sent')}
    >
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>{t('console.notifications.sent')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.notifications.subject')}</th>
            <th scope="col">{t('console.notifications.audience')}</th>
            <th scope="col">{t('console.notifications.state')}</th>
            <th scope="col">{t('console.notifications.startsAt')}</th>
            <th scope="col">{t('console.notifications.viewed')}</th>
            <th scope="col">{t('console.notifications.dismissed')}</th>
            <th scope="col">{t('console.notifications.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.data.map((n) => (
            <tr key={n.id}>
              <td>{n.subject}</td>
              <td>{n.audience.label}</td>
              <td>{t(`console.state.${n.state}`)}</td>
              <td>{date(n.startsAt)}</td>
              <td>{n.viewed}</td>
              <td>{n.dismissed}</td>
              <td>
                {(n.state === 'live' || n.state === 'scheduled') && (
                  <button
                    type="button"
                    className={styles.button}
                    disabled={withdraw.isPending}
                    onClick={() => withdraw.mutate(n.id)}
                    aria-label={t('console.notifications.withdrawOne', { subject: n.subject })}
                  >
                    {t('console.notifications.withdraw')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
