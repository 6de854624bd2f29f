import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { ModalDialog } from '../../../shared/ui/modal-dialog';
import { showToast } from '../../../shared/ui/toast';
import { useContactConnection, useDisconnectContact } from '../api/connect-api';
import { ContactSavedListings } from './contact-saved-listings';
import { ContactSavedSearches } from './contact-saved-searches';
import styles from './connect.module.css';

/** Settings: Disconnect Account, after 'Are you sure?' … 'Yes, disconnect it!' (§8). */
function ContactSettings({ contactId, name }: { contactId: string; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connection = useContactConnection(contactId);
  const disconnect = useDisconnectContact(contactId);
  const [confirming, setConfirming] = useState(false);
  if (connection.data?.status !== 'connected') {
    return <p>{t('agentConnect.settings.notConnected', { name })}</p>;
  }
  return (
    <>
      <p>{t('agentConnect.settings.connectedText', { name })}</p>
      <button type="button" className={styles.danger} onClick={() => setConfirming(true)}>
        {t('agentConnect.settings.disconnect')}
      </button>
      <ModalDialog
        title={t('agentConnect.confirmTitle')}
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
      >
        <p>{t('agentConnect.confirmText')}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => setConfirming(false)}
            autoFocus
          >
            {t('agentConnect.cancel')}
          </button>
          <button
            type="button"
            className={styles.danger}
            disabled={disconnect.isPending}
            onClick={() =>
              disconnect.mutate(undefined, {
                onSuccess: () => {
                  showToast('success', t('agentConnect.disconnected'));
                  void navigate(paths.agentContacts());
                },
                onError: (error) => showToast('error', apiErrorMessage(error, t)),
              })
            }
          >
            {t('agentConnect.confirmDisconnect')}
          </button>
        </div>
      </ModalDialog>
    </>
  );
}

/**
 * The contact page's tabs (members-area.md §2): Saved Listings and Saved Searches of a connected
 * contact, where the agent also saves for them, and Settings with Disconnect Account.
 */
export function ContactTabs({ contactId, name }: { contactId: string; name: string }) {
  const { t } = useTranslation();
  const connection = useContactConnection(contactId);
  const connected = connection.data?.status === 'connected';
  const notConnected = <p>{t('agentConnect.notConnected', { name })}</p>;
  return (
    <Tabs className={styles.tabs} defaultSelectedKey="listings">
      <TabList className={styles.tabList} aria-label={t('agentConnect.tabs.label', { name })}>
        <Tab id="listings" className={styles.tab}>
          {t('agentConnect.tabs.savedListings')}
        </Tab>
        <Tab id="searches" className={styles.tab}>
          {t('agentConnect.tabs.savedSearches')}
        </Tab>
        <Tab id="settings" className={styles.tab}>
          {t('agentConnect.tabs.settings')}
        </Tab>
      </TabList>
      <TabPanel id="listings" className={styles.panel}>
        {connected ? <ContactSavedListings contactId={contactId} name={name} /> : notConnected}
      </TabPanel>
      <TabPanel id="searches" className={styles.panel}>
        {connected ? <ContactSavedSearches contactId={contactId} name={name} /> : notConnected}
      </TabPanel>
      <TabPanel id="settings" className={styles.panel}>
        <ContactSettings contactId={contactId} name={name} />
      </TabPanel>
    </Tabs>
  );
}
