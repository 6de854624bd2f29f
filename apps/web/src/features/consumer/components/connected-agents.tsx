import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { useSession } from '../../../shared/lib/session';
import { ModalDialog, dialogStyles } from '../../../shared/ui/modal-dialog';
import { showToast } from '../../../shared/ui/toast';
import { pendingInvite, useConnectedAgents, useDisconnectAgent } from '../api/agents-api';
import styles from './consumer.module.css';

/**
 * The profile's Your Agents: the agents this consumer connected to, each of whom sees and adds
 * to their saved listings and searches, with Disconnect ('Are you sure?' … 'Yes, disconnect
 * it!'); and an invitation still waiting to be accepted after a sign-up.
 */
export function ConnectedAgents() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const agents = useConnectedAgents(signedIn);
  const disconnect = useDisconnectAgent();
  const [confirming, setConfirming] = useState<{ id: string; name: string } | null>(null);
  if (!signedIn) return null;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  return (
    <section className={styles.agents} aria-labelledby="connected-agents-title">
      <h2 id="connected-agents-title">{t('agentConnect.consumer.agentsTitle')}</h2>
      {pendingInvite.read() && (
        <p>
          <Link to="/user/connect">{t('agentConnect.consumer.pending')}</Link>
        </p>
      )}
      {agents.data && agents.data.length === 0 && <p>{t('agentConnect.consumer.noAgents')}</p>}
      {agents.data && agents.data.length > 0 && (
        <ul className={styles.agentList}>
          {agents.data.map((agent) => (
            <li key={agent.id} data-connected-agent={agent.name}>
              <p>
                <strong>{agent.name}</strong> · <a href={`mailto:${agent.email}`}>{agent.email}</a>
              </p>
              <p className={styles.muted}>
                {t('agentConnect.consumer.since', { date: date(agent.connectedAt) })}
              </p>
              <button
                type="button"
                className={styles.secondary}
                aria-label={t('agentConnect.consumer.disconnectFrom', { name: agent.name })}
                onClick={() => setConfirming({ id: agent.id, name: agent.name })}
              >
                {t('agentConnect.consumer.disconnect')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ModalDialog
        title={t('agentConnect.confirmTitle')}
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        role="alertdialog"
      >
        <p>{t('agentConnect.consumer.confirmText', { name: confirming?.name ?? '' })}</p>
        <div className={dialogStyles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setConfirming(null)}
            autoFocus
          >
            {t('agentConnect.cancel')}
          </button>
          <button
            type="button"
            className={styles.primary}
            disabled={disconnect.isPending}
            onClick={() =>
              confirming &&
              disconnect.mutate(confirming.id, {
                onSuccess: () => {
                  showToast('success', t('agentConnect.disconnected'));
                  setConfirming(null);
                },
                onError: (error) => showToast('error', apiErrorMessage(error, t)),
              })
            }
          >
            {t('agentConnect.confirmDisconnect')}
          </button>
        </div>
      </ModalDialog>
    </section>
  );
}
