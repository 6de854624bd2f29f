import type { MarketEditionSummary } from '@hearth/contracts';
import { monthName } from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberLocale } from '../../../shared/lib/number-locale';
import { useMarketEditions, useUpdateMarketEdition } from '../api/market-editions-api';
import styles from './console.module.css';

const QUALITY = [
  'closedWithoutClosePrice',
  'closedWithoutCloseDate',
  'closeBeforeOnMarket',
  'withoutOriginalListPrice',
  'withoutCity',
  'withoutPostalCode',
] as const;

function DataQuality({ edition }: { edition: MarketEditionSummary }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(numberLocale(i18n.language));
  return (
    <dl className={styles.quality}>
      {QUALITY.map((key) => (
        <div key={key}>
          <dt>{t(`console.editions.quality.${key}`)}</dt>
          <dd>{number.format(edition.dataQuality[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A draft edition: its data quality, the commentary to write, and publishing. */
function DraftEdition({ edition }: { edition: MarketEditionSummary }) {
  const { t, i18n } = useTranslation();
  const [commentary, setCommentary] = useState(edition.commentary);
  const update = useUpdateMarketEdition();
  const month = monthName(edition.edition, numberLocale(i18n.language));
  const id = `edition-${edition.edition}`;
  const save = (publish: boolean) =>
    update.mutate({ edition: edition.edition, commentary: commentary.trim(), publish });
  return (
    <article className={styles.edition} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('console.editions.draftTitle', { month })}</h3>
      <p>
        {t('console.editions.frozen', {
          when: new Date(edition.frozenAt).toLocaleString(i18n.language, {
            dateStyle: 'medium',
            timeStyle: 'short',
          }),
        })}
      </p>
      <h4>{t('console.editions.qualityTitle')}</h4>
      <DataQuality edition={edition} />
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          save(false);
        }}
      >
        <div className={styles.field}>
          <label htmlFor={`${id}-commentary`}>{t('console.editions.commentary')}</label>
          <textarea
            id={`${id}-commentary`}
            rows={5}
            maxLength={5000}
            aria-describedby={`${id}-hint`}
            value={commentary}
            onChange={(event) => setCommentary(event.target.value)}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t('console.editions.commentaryHint')}
          </p>
        </div>
        <div className={styles.buttons}>
          <button type="submit" className={styles.button} disabled={update.isPending}>
            {t('console.editions.save')}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={update.isPending}
            onClick={() => {
              if (window.confirm(t('console.editions.confirmPublish', { month }))) save(true);
            }}
          >
            {t('console.editions.publish')}
          </button>
        </div>
        <p role="status" className={styles.hint}>
          {update.isSuccess
            ? t(
                update.data.status === 'published'
                  ? 'console.editions.published'
                  : 'console.editions.saved',
              )
            : ''}
        </p>
        {update.isError && (
          <p role="alert" className={styles.error}>
            {t('console.editions.failed')}
          </p>
        )}
      </form>
    </article>
  );
}

/** The console's market report editions: drafts to comment and publish, then those published. */
export function MarketEditionsSection() {
  const { t, i18n } = useTranslation();
  const editions = useMarketEditions();
  if (editions.isPending) return <p>{t('console.loading')}</p>;
  if (editions.isError) return <p role="alert">{t('console.editions.loadFailed')}</p>;
  if (editions.data.length === 0) return <p>{t('console.editions.none')}</p>;
  const locale = numberLocale(i18n.language);
  const drafts = editions.data.filter((edition) => edition.status === 'draft');
  const published = editions.data.filter((edition) => edition.status === 'published');
  return (
    <>
      {drafts.map((edition) => (
        <DraftEdition key={edition.edition} edition={edition} />
      ))}
      {published.length > 0 && (
        <div
          className={styles.tableWrap}
          tabIndex={0}
          role="region"
          aria-label={t('console.editions.publishedTitle')}
        >
          <table className={styles.table}>
            <caption>{t('console.editions.publishedTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('console.editions.edition')}</th>
                <th scope="col">{t('console.editions.publishedAt')}</th>
                <th scope="col">{t('console.editions.withoutClose')}</th>
                <th scope="col">{t('console.editions.commentary')}</th>
              </tr>
            </thead>
            <tbody>
              {published.map((edition) => (
                <tr key={edition.edition}>
                  <th scope="row">
                    <a href={`/market/reports/${edition.edition}`}>
                      {monthName(edition.edition, locale)}
                    </a>
                  </th>
                  <td>
                    {edition.publishedAt
                      ? new Date(edition.publishedAt).toLocaleDateString(i18n.language, {
                          dateStyle: 'medium',
                        })
                      : '—'}
                  </td>
                  <td>
                    {edition.dataQuality.closedWithoutClosePrice +
                      edition.dataQuality.closedWithoutCloseDate}
                  </td>
                  <td>{edition.commentary || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
