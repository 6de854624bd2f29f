import type { AgentDetail } from '@hearth/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { useUpdateAgentProfile } from '../api/directory-pages';
import styles from './agent-page.module.css';

const splitList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * The agent's own edit of bio, areas served and languages: shown only to the agent themself
 * (the server decides, and checks again on save), and hidden until asked for.
 */
export function AgentProfileEditor({ agent }: { agent: AgentDetail }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const update = useUpdateAgentProfile(agent.MemberMlsId);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update.mutate(
      {
        bio: String(form.get('bio') ?? ''),
        areas: splitList(String(form.get('areas') ?? '')),
        languages: splitList(String(form.get('languages') ?? '')),
      },
      { onSuccess: () => setOpen(false) },
    );
  };
  return (
    <section className={styles.section} aria-label={t('directory.edit.title')}>
      <button
        type="button"
        className={styles.secondary}
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((value) => !value)}
      >
        {t('directory.edit.toggle')}
      </button>
      <form id={`${id}-form`} hidden={!open} className={styles.form} onSubmit={submit}>
        <div className={styles.formField}>
          <label htmlFor={`${id}-bio`}>{t('directory.aboutMe')}</label>
          <textarea id={`${id}-bio`} name="bio" rows={6} defaultValue={agent.bio ?? ''} />
        </div>
        <div className={styles.formField}>
          <label htmlFor={`${id}-areas`}>{t('directory.edit.areas')}</label>
          <input id={`${id}-areas`} name="areas" defaultValue={agent.areas.join(', ')} />
        </div>
        <div className={styles.formField}>
          <label htmlFor={`${id}-languages`}>{t('directory.edit.languages')}</label>
          <input
            id={`${id}-languages`}
            name="languages"
            defaultValue={agent.languages.join(', ')}
          />
        </div>
        {update.isError && (
          <p role="alert" className={styles.error}>
            {apiErrorMessage(update.error, t)}
          </p>
        )}
        <button type="submit" className={styles.primary} disabled={update.isPending}>
          {t('directory.edit.save')}
        </button>
      </form>
    </section>
  );
}
