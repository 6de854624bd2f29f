import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page';

/** An agent's page (`/agent/{MemberFullName}/{MemberKey}`). */
export function AgentPage() {
  const { t } = useTranslation();
  return <Page title={t('agent.title')} intro={t('agent.intro')} />;
}
