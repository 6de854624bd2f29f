import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { useSession } from '../../../shared/lib/session';
import { Page } from '../../../shared/ui/page';
import { showToast } from '../../../shared/ui/toast';
import { pendingInvite, useAcceptInvite, useInvitePreview } from '../api/agents-api';
import styles from './consumer.module.css';

/** The token of the e-mailed link (`#token=…`), kept while the person logs in or signs up. */
function useInviteToken(): string | null {
  const [token] = useState(() => {
    const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('token');
    if (fromLink) {
      pendingInvite.keep(fromLink);
      return fromLink;
    }
    return pendingInvite.read();
  });
  useEffect(() => {
    // The token leaves the address bar (and the history) once read.
    if (window.location.hash) {
      window.history.replaceState(null, '', window.location.pathname + window.location.search);
    }
  }, []);
  return token;
}

/**
 * `/user/connect`: an agent's invitation. Signed in as a consumer, the person connects their
 * account to the agent; otherwise they log in (and come back here) or sign up first.
 */
export function ConnectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useInviteToken();
  const session = useSession();
  const preview = useInvitePreview(token);
  const accept = useAcceptInvite();
  const title = t('agentConnect.consumer.title');

  if (!token || preview.isError) {
    return (
      <Page title={title}>
        <p role="alert">{t('agentConnect.consumer.invalid')}</p>
      </Page>
    );
  }
  if (preview.isPending || session.isPending) {
    return (
      <Page title={title}>
        <p role="status">{t('agent.contacts.loading')}</p>
      </Page>
    );
  }
  const agent = preview.data.agent.name;
  return (
    <Page title={title}>
      <p>{t('agentConnect.consumer.invites', { agent })}</p>
      {session.data?.user ? (
        <p>
          <button
            type="button"
            className={styles.primary}
            disabled={accept.isPending}
            onClick={() =>
              accept.mutate(token, {
                onSuccess: (answer) => {
                  showToast('success', t('agentConnect.consumer.connected', { agent }));
                  void navigate('/user/profile', { state: { connected: answer.results.id } });
                },
                onError: (error) => showToast('error', apiErrorMessage(error, t)),
              })
            }
          >
            {t('agentConnect.consumer.accept', { agent })}
          </button>
        </p>
      ) : (
        <>
          <p>{t('agentConnect.consumer.signInFirst')}</p>
          <p className={styles.row}>
            <Link className={styles.primary} to="/user/login?redirect=/user/connect">
              {t('auth.logIn')}
            </Link>
            <Link className={styles.secondary} to="/user/register">
              {t('agentConnect.consumer.signUp')}
            </Link>
          </p>
        </>
      )}
    </Page>
  );
}
