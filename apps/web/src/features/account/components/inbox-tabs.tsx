import { showsLeadsTab } from '@hearth/domain';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../config/settings-context';
import { useLeads, useMessages } from '../api/inbox-api';
import { useNotifications } from '../api/menu-api';
import styles from './account.module.css';
import { LeadList } from './lead-list';
import { MessageList } from './message-list';
import { NotificationList } from './notification-list';

export type InboxTab = 'notifications' | 'messages' | 'leads';

/**
 * The inbox's tabs: Notifications, Messages and, for agents, brokers and office admins unless
 * the setting removes it, Leads (members-area.md §2). Each tab names how many are new.
 */
export function InboxTabs({
  roles,
  initial = 'notifications',
  withMessages = true,
  compact = false,
}: {
  roles: readonly string[];
  initial?: InboxTab;
  withMessages?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const { leadsTabEnabled } = useSettings();
  const leadsTab = showsLeadsTab(roles, leadsTabEnabled);
  const notifications = useNotifications();
  const messages = useMessages(withMessages);
  const leads = useLeads(leadsTab);
  const count = (n: number | undefined) => (n ? ` (${n})` : '');
  const newLeads = leads.data?.results.filter((lead) => lead.status === 'pending').length;
  const selected = initial === 'leads' && !leadsTab ? 'notifications' : initial;
  return (
    <Tabs className={styles.tabs} defaultSelectedKey={selected}>
      <TabList className={styles.tabList} aria-label={t('account.inbox.title')}>
        <Tab id="notifications" className={styles.tab}>
          {t('account.inbox.notifications')}
          {count(notifications.data?.unread)}
        </Tab>
        {withMessages && (
          <Tab id="messages" className={styles.tab}>
            {t('account.inbox.messages')}
            {count(messages.data?.unread)}
          </Tab>
        )}
        {leadsTab && (
          <Tab id="leads" className={styles.tab}>
            {t('account.inbox.leads')}
            {count(newLeads)}
          </Tab>
        )}
      </TabList>
      <TabPanel id="notifications" className={compact ? styles.compactPanel : styles.tabPanel}>
        <NotificationList />
      </TabPanel>
      {withMessages && (
        <TabPanel id="messages" className={compact ? styles.compactPanel : styles.tabPanel}>
          <MessageList />
        </TabPanel>
      )}
      {leadsTab && (
        <TabPanel id="leads" className={compact ? styles.compactPanel : styles.tabPanel}>
          <LeadList />
        </TabPanel>
      )}
    </Tabs>
  );
}
