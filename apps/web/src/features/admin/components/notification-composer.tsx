import type { Audience, ConsoleNotificationCreate } from '@hearth/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/lib/api-error';
import { LazyRichTextEditor } from '../../../shared/ui/lazy-rich-text-editor';
import {
  useAudiences,
  usePreviewHtml,
  usePublishNotification,
  useUploadContentImage,
} from '../api/console-api';
import styles from './console.module.css';

type Kind = Audience['kind'];
const localToIso = (value: string) => (value ? new Date(value).toISOString() : undefined);

/** Write a notification, choose its audience, preview it, publish or schedule it. */
export function NotificationComposer() {
  const { t } = useTranslation();
  const id = useId();
  const audiences = useAudiences();
  const preview = usePreviewHtml();
  const publish = usePublishNotification();
  const upload = useUploadContentImage();
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const [priority, setPriority] = useState<'low' | 'normal' | 'high'>('normal');
  const [kind, setKind] = useState<Kind>('all');
  const [value, setValue] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [expiresAt, setExpiresAt] = useState('');
  const [dismissable, setDismissable] = useState(true);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkLabel, setLinkLabel] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const choices =
    kind === 'office'
      ? (audiences.data?.offices ?? []).map((o) => ({ value: o.id, label: o.name }))
      : kind === 'role'
        ? (audiences.data?.roles ?? []).map((r) => ({
            value: r,
            label: t(`console.roles.${r}` as 'console.roles.agent'),
          }))
        : kind === 'association'
          ? (audiences.data?.associations ?? []).map((a) => ({ value: a, label: a }))
          : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const audience = (kind === 'all' ? { kind } : { kind, value }) as Audience;
    const body: ConsoleNotificationCreate = {
      subject,
      contentHtml: content,
      priority,
      startsAt: localToIso(startsAt),
      expiresAt: localToIso(expiresAt) ?? null,
      dismissable,
      action: linkUrl ? { type: 'link', url: linkUrl, label: linkLabel || null } : { type: 'view' },
      audience,
    };
    publish.mutate(body, {
      onSuccess: () => {
        setDone(
          startsAt ? t('console.notifications.scheduled') : t('console.notifications.published'),
        );
        setSubject('');
        setContent('');
        preview.reset();
      },
    });
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={field('subject')}>{t('console.notifications.subject')}</label>
        <input
          id={field('subject')}
          required
          maxLength={200}
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
        />
      </div>
      <LazyRichTextEditor
        label={t('console.notifications.content')}
        value={content}
        onChange={setContent}
        hint={t('console.htmlHelp')}
        onUploadImage={(file) => upload.mutateAsync(file)}
      />
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={field('audience')}>{t('console.notifications.audience')}</label>
          <select
            id={field('audience')}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as Kind);
              setValue('');
            }}
          >
            {(['all', 'office', 'role', 'association'] as const).map((k) => (
              <option key={k} value={k}>
                {t(`console.audience.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {kind !== 'all' && (
          <div className={styles.field}>
            <label htmlFor={field('value')}>
              {t(`console.audience.which.${kind}` as 'console.audience.which.office')}
            </label>
            <select
              id={field('value')}
              required
              value={value}
              onChange={(e) => setValue(e.target.value)}
            >
              <option value="">{t('console.choose')}</option>
              {choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor={field('priority')}>{t('console.notifications.priority')}</label>
          <select
            id={field('priority')}
            value={priority}
            onChange={(e) => setPriority(e.target.value as typeof priority)}
          >
            {(['low', 'normal', 'high'] as const).map((p) => (
              <option key={p} value={p}>
                {t(`console.priority.${p}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={field('starts')}>{t('console.notifications.startsAt')}</label>
          <input
            id={field('starts')}
            type="datetime-local"
            value={startsAt}
            onChange={(e) => setStartsAt(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={field('expires')}>{t('console.notifications.expiresAt')}</label>
          <input
            id={field('expires')}
            type="datetime-local"
            value={expiresAt}
            onChange={(e) => setExpiresAt(e.target.value)}
          />
        </div>
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={field('link')}>{t('console.notifications.linkUrl')}</label>
          <input
            id={field('link')}
            type="text"
            inputMode="url"
            value={linkUrl}
            onChange={(e) => setLinkUrl(e.target.value)}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={field('label')}>{t('console.notifications.linkLabel')}</label>
          <input
            id={field('label')}
            maxLength={60}
            value={linkLabel}
            onChange={(e) => setLinkLabel(e.target.value)}
          />
        </div>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={dismissable}
          onChange={(e) => setDismissable(e.target.checked)}
        />
        {t('console.notifications.dismissable')}
      </label>
      {preview.data && (
        <section aria-label={t('console.preview')} className={styles.preview}>
          <strong>{subject}</strong>
          <div dangerouslySetInnerHTML={{ __html: preview.data.html }} />
        </section>
      )}
      {publish.isError && (
        <p role="alert" className={styles.error}>
          {isApiError(publish.error) ? publish.error.message : t('console.failed')}
        </p>
      )}
      {done && (
        <p role="status" className={styles.status}>
          {done}
        </p>
      )}
      <div className={styles.buttons}>
        <button type="button" className={styles.button} onClick={() => preview.mutate(content)}>
          {t('console.preview')}
        </button>
        <button type="submit" className={styles.primary} disabled={publish.isPending}>
          {startsAt ? t('console.notifications.schedule') : t('console.notifications.publish')}
        </button>
      </div>
    </form>
  );
}
