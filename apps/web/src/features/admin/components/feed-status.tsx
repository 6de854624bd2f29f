import { useTranslation } from 'react-i18next';
import { useFeedStatus } from '../api/console-api';
import styles from './console.module.css';

/**
 * The MLS feed's freshness: each resource's last successful sync, and a warning when the data is
 * older than the IDX rule allows (`mlsFeedStaleHours`, 12 by default). Also its completeness:
 * how many records the feed holds that Hearth does not (at the last full run or reconciliation),
 * with a warning when any. Nothing when no feed is configured (the demo, or an association that
 * keeps its own listings).
 */
export function FeedStatusSection() {
  const { t, i18n } = useTranslation();
  const status = useFeedStatus();
  if (!status.data?.configured) return null;
  const { feed, staleHours, stale, resources, requests, photos } = status.data;
  const missing = resources.reduce((sum, r) => sum + (r.missing ?? 0), 0);
  const when = (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
      : t('console.feed.never');
  const hours = (seconds: number | null) =>
    seconds === null ? '—' : t('console.feed.hours', { count: Math.floor(seconds / 3600) });
  return (
    <section className={styles.section} aria-labelledby="console-feed">
      <h2 id="console-feed">{t('console.feed.title', { feed })}</h2>
      {stale ? (
        <p role="alert" className={styles.warning}>
          {t('console.feed.stale', { count: staleHours })}
        </p>
      ) : (
        <p>{t('console.feed.fresh', { count: staleHours })}</p>
      )}
      {missing > 0 && (
        <p role="alert" className={styles.warning}>
          {t('console.feed.incomplete', { count: missing })}
        </p>
      )}
      {requests?.pausedUntil ? (
        <p role="status">
          {t('console.feed.paused', {
            reason: requests.pausedBecause,
            until: when(requests.pausedUntil),
          })}
        </p>
      ) : null}
      {photos && photos.waiting > 0 ? (
        <p>
          {t('console.feed.photosWaiting', {
            count: photos.waiting,
            error: photos.lastError ?? '—',
          })}
        </p>
      ) : null}
      <div
        className={styles.tableWrap}
        tabIndex={0}
        role="region"
        aria-label={t('console.feed.caption')}
      >
        <table className={styles.table}>
          <caption className={styles.visuallyHidden}>{t('console.feed.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('console.feed.resource')}</th>
              <th scope="col">{t('console.feed.lastSync')}</th>
              <th scope="col">{t('console.feed.age')}</th>
              <th scope="col">{t('console.feed.missing')}</th>
              <th scope="col">{t('console.feed.error')}</th>
            </tr>
          </thead>
          <tbody>
            {resources.map((r) => (
              <tr key={r.resource}>
                <th scope="row">{r.resource}</th>
                <td>{when(r.lastSuccessAt)}</td>
                <td>{r.stale ? <strong>{hours(r.lagSeconds)}</strong> : hours(r.lagSeconds)}</td>
                <td>
                  {r.missing === null || r.missing === undefined ? (
                    t('console.feed.missingNotChecked')
                  ) : r.missing > 0 ? (
                    <strong>
                      {t('console.feed.missingOf', {
                        missing: r.missing.toLocaleString(i18n.language),
                        total: (r.feedCount ?? r.missing).toLocaleString(i18n.language),
                      })}
                    </strong>
                  ) : (
                    '0'
                  )}
                </td>
                <td>{r.lastError ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
