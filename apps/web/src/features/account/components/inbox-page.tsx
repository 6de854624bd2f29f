import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { Page } from '../../../shared/ui/page';
import { useAccountArea } from '../hooks/use-account-area';
import { InboxTabs, type InboxTab } from './inbox-tabs';

const TABS: readonly InboxTab[] = ['notifications', 'messages', 'leads'];

/** `/account/inbox`, `membio/notifications`, `membio/messages`, `membio/leads`: the messages screen. */
export function InboxPage() {
  const { t } = useTranslation();
  const { roles } = useAccountArea();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const fromPath = TABS.find((tab) => pathname.endsWith(`/${tab}`));
  const fromQuery = TABS.find((tab) => tab === params.get('tab'));
  return (
    <Page title={t('account.inbox.title')}>
      <InboxTabs roles={roles} initial={fromQuery ?? fromPath ?? 'notifications'} />
    </Page>
  );
}
