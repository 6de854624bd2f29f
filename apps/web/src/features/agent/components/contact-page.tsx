import type { AgentContactDetail, ContactPatch } from '@hearth/contracts';
import { displayPhone, shouldSaveFieldEdit } from '@hearth/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { isApiError } from '../../../shared/lib/api-error';
import { Page } from '../../../shared/ui/page';
import { showToast } from '../../../shared/ui/toast';
import { useChangeContact, useContact } from '../api/contacts-api';
import { ContactConnection } from './contact-connection';
import { ContactRatingField, initialsOf } from './contact-stars';
import { ContactTabs } from './contact-tabs';
import { ContactTimeline } from './contact-timeline';
import styles from './agent.module.css';

type TextField = 'nickname' | 'notes';

/** A text field of the contact saved on blur when non-empty and changed (members-area.md §5). */
function BlurSavedField({
  contact,
  field,
  onSave,
}: {
  contact: AgentContactDetail;
  field: TextField;
  onSave: (patch: ContactPatch, label: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const saved = contact[field] ?? '';
  const [draft, setDraft] = useState(saved);
  const label = t(`agent.contact.${field}`);
  const props = {
    id,
    value: draft,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onBlur: () => {
      if (shouldSaveFieldEdit(saved, draft)) onSave({ [field]: draft.trim() }, label);
    },
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {field === 'notes' ? (
        <textarea
          {...props}
          className={styles.textarea}
          maxLength={5000}
          aria-describedby={`${id}-hint`}
        />
      ) : (
        <input {...props} className={styles.input} maxLength={80} autoComplete="off" />
      )}
      {field === 'notes' && (
        <small id={`${id}-hint`} className={styles.muted}>
          {t('agent.contact.notesHint')}
        </small>
      )}
    </div>
  );
}

/**
 * /mls-agent/contact/{id} (members-area.md §2): avatar, nickname and notes saved on blur, star
 * rating by a click from 1 to 5, the timeline of the contact's leads, the listings the agent shared
 * and the alerts sent to them, the contact's connection (invite by e-mail) and the tabs Saved
 * Listings, Saved Searches, Settings.
 */
export function ContactPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const contact = useContact(id);
  const change = useChangeContact(id);
  const save = (patch: ContactPatch, field: string) =>
    change.mutate(patch, {
      onSuccess: () => showToast('success', t('agent.contact.updated', { field })),
      onError: (error) => showToast('error', apiErrorMessage(error, t)),
    });
  const back = (
    <p>
      <Link to={paths.agentContacts()}>
        <span aria-hidden="true">← </span>
        {t('agent.contact.back')}
      </Link>
    </p>
  );

  if (contact.isPending) {
    return (
      <Page title={t('agent.contacts.title')}>
        <p role="status">{t('agent.contacts.loading')}</p>
      </Page>
    );
  }
  if (contact.isError) {
    const missing = isApiError(contact.error) && contact.error.status === 404;
    return (
      <Page title={t('agent.contacts.title')}>
        <p role="alert">
          {missing ? t('agent.contact.notFound') : apiErrorMessage(contact.error, t)}
        </p>
        {back}
      </Page>
    );
  }
  const data = contact.data;
  const added = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(data.createdAt),
  );
  return (
    <Page title={data.name}>
      {back}
      <div className={styles.header}>
        <span className={styles.avatarLarge} aria-hidden="true">
          {initialsOf(data.firstName, data.lastName)}
        </span>
        <div className={styles.details}>
          <p>
            <span className={styles.visuallyHidden}>{t('agent.contact.email')}: </span>
            <a href={`mailto:${data.email}`}>{data.email}</a>
          </p>
          {data.phoneNumber && (
            <p>
              <span className={styles.visuallyHidden}>{t('agent.contact.phone')}: </span>
              <a href={`tel:${data.phoneNumber}`}>{displayPhone(data.phoneNumber)}</a>
            </p>
          )}
          <p className={styles.muted}>
            {t('agent.contact.added', { date: added })}
            {data.source === 'lead' && ` · ${t('agent.contacts.fromLead')}`}
          </p>
        </div>
      </div>
      <ContactConnection contactId={data.id} name={data.firstName} />
      <div className={styles.sections}>
        <section className={styles.section} aria-labelledby={`${id}-about`}>
          <h2 id={`${id}-about`}>{t('agent.contact.rating')}</h2>
          <ContactRatingField
            rating={data.rating}
            onRate={(rating) => save({ rating }, t('agent.contact.rating'))}
          />
          <BlurSavedField key={`nick-${data.id}`} contact={data} field="nickname" onSave={save} />
          <BlurSavedField key={`notes-${data.id}`} contact={data} field="notes" onSave={save} />
        </section>
        <section className={styles.section} aria-labelledby={`${id}-timeline`}>
          <h2 id={`${id}-timeline`}>{t('agent.contact.timeline')}</h2>
          <ContactTimeline contactId={data.id} />
        </section>
      </div>
      <ContactTabs contactId={data.id} name={data.name} />
    </Page>
  );
}
