import { safeLink, type MemberNotificationItem } from '@hearth/contracts';
import {
  LIST_EXCERPT_LENGTH,
  isNotificationVisible,
  notificationExcerpt,
  notificationState,
  organisationInitials,
  relativeDate,
} from '@hearth/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../shared/ui/toast';
import { useNotificationAction } from '../api/inbox-api';
import { useNotifications } from '../api/menu-api';
import { useDismissedNotifications } from '../hooks/use-dismissed-notifications';
import styles from './account.module.css';
import { FullScreenModal } from './full-screen-modal';
import { SafeHtml } from '../../../shared/ui/safe-html';

/**
 * The account's notifications (members-area.md §2 "Notifications"): avatar with the
 * organisation's initials, subject, excerpt and relative date; a view control opens the full
 * notification (it becomes Viewed), an action link opens in a new window, a dismissable one has
 * a remove control. 'Nothing Right Now' when empty.
 */
export function NotificationList({
  excerptLength = LIST_EXCERPT_LENGTH,
}: {
  excerptLength?: number;
}) {
  const { t, i18n } = useTranslation();
  const query = useNotifications();
  const act = useNotificationAction();
  const { dismissedIds, dismiss } = useDismissedNotifications();
  const [openId, setOpenId] = useState<string | null>(null);
  const now = new Date();
  const items = (query.data?.results ?? []).filter((n) =>
    isNotificationVisible(n, now, dismissedIds),
  );
  const open = items.find((n) => n.id === openId) ?? null;

  const record = (n: MemberNotificationItem, action: 'viewed' | 'dismissed') =>
    act.mutate(
      { notificationId: n.id, actionId: n.notificationAction?.id, action },
      {
        onError: () => showToast('error', t('account.actionFailed')),
      },
    );
  const view = (n: MemberNotificationItem) => {
    if (notificationState(n) === 'new') record(n, 'viewed');
  };

  if (query.isPending) return <p className={styles.muted}>{t('account.loading')}</p>;
  if (query.isError) return <p className={styles.muted}>{t('account.loadFailed')}</p>;
  if (items.length === 0) return <p className={styles.empty}>{t('account.nothingRightNow')}</p>;
  return (
    <>
      <ul className={styles.itemList}>
        {items.map((n) => {
          const isNew = notificationState(n) === 'new';
          return (
            <li
              key={n.id}
              className={styles.item}
              data-new={isNew || undefined}
              data-priority={n.priority}
            >
              <span className={styles.avatar} aria-hidden="true">
                {organisationInitials(n.organization.name)}
              </span>
              <div className={styles.itemText}>
                <p className={styles.itemSubject}>
                  {isNew && <span className={styles.newBadge}>{t('account.new')}</span>}
                  <span data-content>{n.subject}</span>
                </p>
                <p className={styles.itemExcerpt} data-content>
                  {notificationExcerpt(n.content, excerptLength, t('account.nothingRightNow'))}
                </p>
                <p className={styles.itemDate}>
                  <time dateTime={n.startsAt}>{relativeDate(n.startsAt, now, i18n.language)}</time>
                </p>
              </div>
              <div className={styles.itemActions}>
                {n.action.type === 'link' && safeLink(n.action.url) ? (
                  <a
                    className={styles.smallButton}
                    href={safeLink(n.action.url)}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => view(n)}

                    aria-label={`${n.action.label || t('account.notifications.open')}: ${n.subject} ${t('account.newWindow')}`}
                  >
                    {n.action.label || t('account.notifications.open')}
                  </a>
                ) : (
                  <button
                    type="button"
                    className={styles.smallButton}
                    onClick={() => {
                      setOpenId(n.id);
                      view(n);
                    }}

                    aria-label={`${t('account.notifications.view')}: ${n.subject}`}
                  >
                    {t('account.notifications.view')}
                  </button>
                )}
                {n.dismissable && (
                  <button
                    type="button"
                    className={styles.removeButton}
                    onClick={() => {
                      dismiss(n.id);
                      record(n, 'dismissed');
                      showToast('success', t('account.removed'));
                    }}

                    aria-label={`${t('account.remove')}: ${n.subject}`}
                  >
                    {t('account.remove')}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <FullScreenModal
        title={open?.subject ?? ''}
        isOpen={open !== null}
        onClose={() => setOpenId(null)}
        footerNote={open?.organization.name}
      >
        {open && (
          <>
            <p className={styles.muted}>
              {t('account.notifications.received', {
                date: relativeDate(open.startsAt, now, i18n.language),
              })}
            </p>
            <SafeHtml className={styles.richText} html={open.content} />
          </>
        )}
      </FullScreenModal>
    </>
  );
}
