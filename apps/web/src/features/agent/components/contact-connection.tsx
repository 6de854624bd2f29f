import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { showToast } from '../../../shared/ui/toast';
import { useContactConnection, useInviteContact } from '../api/connect-api';
import styles from './connect.module.css';

/**
 * Whether the contact connected their consumer account, with Invite by E-mail (a one-time link
 * the contact accepts by logging in or signing up).
 */
export function ContactConnection({ contactId, name }: { contactId: string; name: string }) {
  const { t, i18n } = useTranslation();
  const connection = useContactConnection(contactId);
  const invite = useInviteContact(contactId);
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const dateTime = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  if (!connection.data) return null;
  const { status, invitedAt, connectedAt, resendAt } = connection.data;
  // One invitation per address a day (docs/security.md): the server gives resendAt while the
  // next one must wait, and the button waits with it.
  const waiting = resendAt !== null;
  return (
    <section className={styles.connection} aria-label={t('agentConnect.connection')}>
      <p role="status">
        {status === 'connected' && t('agentConnect.status.connected', { date: date(connectedAt!) })}
        {status === 'invited' && t('agentConnect.status.invited', { date: date(invitedAt!), name })}
        {status === 'none' && t('agentConnect.status.none', { name })}
      </p>
      {status !== 'connected' && (
        <button
          type="button"
          className={status === 'invited' ? styles.secondary : styles.button}
          disabled={invite.isPending || waiting}
          aria-describedby={waiting ? `resend-${contactId}` : undefined}
          onClick={() =>
            invite.mutate(undefined, {
              onSuccess: () => showToast('success', t('agentConnect.invited')),
              onError: (error) => showToast('error', apiErrorMessage(error, t)),
            })
          }
        >
          {status === 'invited' ? t('agentConnect.inviteAgain') : t('agentConnect.invite')}
        </button>
      )}
      {status !== 'connected' && waiting && (
        <p id={`resend-${contactId}`}>
          {t('agentConnect.resendAt', { date: dateTime(resendAt!) })}
        </p>
      )}
    </section>
  );
}
