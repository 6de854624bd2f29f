import {
  LIST_EXCERPT_LENGTH,
  notificationExcerpt,
  organisationInitials,
  relativeDate,
} from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages, useReadMessage } from '../api/inbox-api';
import styles from './account.module.css';
import { FullScreenModal } from './full-screen-modal';
import { SafeHtml } from '../../../shared/ui/safe-html';

/** The account's messages (`{api}/message/mine`): unread ones marked new until opened. */
export function MessageList() {
  const { t, i18n } = useTranslation();
  const query = useMessages();
  const read = useReadMessage();
  const [openId, setOpenId] = useState<string | null>(null);
  const now = new Date();
  const messages = query.data?.results ?? [];
  const open = messages.find((m) => m.id === openId) ?? null;

  if (query.isPending) return <p className={styles.muted}>{t('account.loading')}</p>;
  if (messages.length === 0) return <p className={styles.empty}>{t('account.nothingRightNow')}</p>;
  return (
    <>
      <ul className={styles.itemList}>
        {messages.map((m) => (
          <li key={m.id} className={styles.item} data-new={!m.readAt || undefined}>
            <span className={styles.avatar} aria-hidden="true">
              {organisationInitials(m.sender)}
            </span>
            <div className={styles.itemText}>
              <p className={styles.itemSubject}>
                {!m.readAt && <span className={styles.newBadge}>{t('account.new')}</span>}
                <span data-content>{m.subject}</span>
              </p>
              <p className={styles.itemExcerpt} data-content>
                {m.sender}:{' '}
                {notificationExcerpt(m.content, LIST_EXCERPT_LENGTH, t('account.nothingRightNow'))}
              </p>
              <p className={styles.itemDate}>
                <time dateTime={m.createdAt}>{relativeDate(m.createdAt, now, i18n.language)}</time>
              </p>
            </div>
            <div className={styles.itemActions}>
              <button
                type="button"
                className={styles.smallButton}
                onClick={() => {
                  setOpenId(m.id);
                  if (!m.readAt) read.mutate(m.id);
                }}

                aria-label={`${t('account.notifications.view')}: ${m.subject}`}
              >
                {t('account.notifications.view')}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <FullScreenModal
        title={open?.subject ?? ''}
        isOpen={open !== null}
        onClose={() => setOpenId(null)}
        footerNote={open?.sender}
      >
        {open && (
          <>
            <p className={styles.muted}>
              {t('account.notifications.received', {
                date: relativeDate(open.createdAt, now, i18n.language),
              })}
            </p>
            <SafeHtml className={styles.richText} html={open.content} />
          </>
        )}
      </FullScreenModal>
    </>
  );
}
