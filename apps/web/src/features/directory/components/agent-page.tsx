import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useSettings } from '../../../config/settings-context';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { isApiError } from '../../../shared/lib/api-error';
import { useSession } from '../../../shared/lib/session';
import { LoginPrompt } from '../../../shared/ui/login-prompt';
import { Page } from '../../../shared/ui/page';
import { useAgentPage } from '../api/directory-pages';
import { useClose, type DirectoryNavState } from '../hooks/use-close';
import { usePageMeta } from '../hooks/use-page-meta';
import { directoryHref } from '../utils/directory-filters';
import { AgentContactForm } from './agent-contact-form';
import { AgentAbout, AgentContactLines } from './agent-details';
import { AgentListings } from './agent-listings';
import { AgentProfileEditor } from './agent-profile-editor';
import { agentPhoto } from './directory-cards';
import styles from './agent-page.module.css';

const favouritesKey = 'hearth.directory.favouriteAgents';

function useFavourite(id: string): [boolean, () => void] {
  const read = () => {
    try {
      return (JSON.parse(localStorage.getItem(favouritesKey) ?? '[]') as string[]).includes(id);
    } catch {
      return false;
    }
  };
  const [on, setOn] = useState(read);
  const toggle = () => {
    try {
      const list = (JSON.parse(localStorage.getItem(favouritesKey) ?? '[]') as string[]).filter(
        (item) => item !== id,
      );
      if (!on) list.push(id);
      localStorage.setItem(favouritesKey, JSON.stringify(list));
    } catch {
      // Kept for this visit only.
    }
    setOn(!on);
  };
  return [on, toggle];
}

/** An agent's page (`/agent/{MemberFullName}/{MemberKey}`, public-site.md §2). */
export function AgentPage() {
  const { t } = useTranslation();
  const { key = '' } = useParams();
  const location = useLocation();
  const settings = useSettings();
  const page = useAgentPage(key);
  const [favourite, toggleFavourite] = useFavourite(key);
  // Saving needs a signed-in visitor; one who is not is asked to log in or sign up (§6).
  const session = useSession();
  const signedIn = Boolean(session.data?.user ?? session.data?.account);
  const [loginPrompt, setLoginPrompt] = useState(false);
  usePageMeta(page.data?.header);
  const fromOffice = (location.state as DirectoryNavState | null)?.fromOffice;
  const lastName = page.data?.agent.MemberLastName ?? '';
  // Previous page; else the office page the visitor came from; else the directory by last name.
  const fallback = useCallback(
    () =>
      fromOffice ??
      directoryHref({ sortBy: 'MemberLastName', searchBy: 'agent', MemberLastName: lastName }),
    [fromOffice, lastName],
  );
  const close = useClose(fallback);

  if (page.isPending) return <Page title={t('directory.agentTitle')} intro={t('app.loading')} />;
  if (page.isError) {
    const missing = isApiError(page.error) && page.error.status === 404;
    return (
      <Page title={missing ? t('directory.agentMissing') : t('error.title')}>
        <p>{missing ? t('directory.agentMissingText') : apiErrorMessage(page.error, t)}</p>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('directory.back')}
        </button>
      </Page>
    );
  }
  const { agent, offices, listings, viewer } = page.data;
  return (
    <Page title={agent.MemberFullName}>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={close}>
          {t('directory.back')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          onClick={() => document.getElementById('agent-contact')?.scrollIntoView()}
        >
          {t('directory.contactAgent')}
        </button>
        {agent.website && (
          <a
            className={styles.secondary}
            href={agent.website}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('directory.website')}
          </a>
        )}
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={signedIn && favourite}
          onClick={signedIn ? toggleFavourite : () => setLoginPrompt(true)}
        >
          {signedIn && favourite ? t('directory.favourited') : t('directory.favourite')}
        </button>
        {loginPrompt && (
          <LoginPrompt
            onClose={() => setLoginPrompt(false)}
            returnTo={location.pathname + location.search}
          />
        )}
      </div>
      <div className={styles.profile}>
        <img
          className={styles.photo}
          src={agentPhoto(agent.photoUrl)}
          alt={t('directory.photoOf', { name: agent.MemberFullName })}
          width={200}
          height={200}
        />
        <div>
          {agent.title && <p className={styles.muted}>{agent.title}</p>}
          <AgentContactLines agent={agent} offices={offices} />
        </div>
      </div>
      {viewer.canEdit && <AgentProfileEditor agent={agent} />}
      <AgentAbout agent={agent} />
      <AgentListings listings={listings} />
      <AgentContactForm memberMlsId={agent.MemberMlsId} agentName={agent.MemberFullName} />
      {settings.profileDisclaimer && (
        <p className={styles.disclaimer}>{t('directory.disclaimer')}</p>
      )}
    </Page>
  );
}
