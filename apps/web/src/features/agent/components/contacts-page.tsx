import { CONTACT_SORT_OPTIONS, displayPhone } from '@hearth/domain';
import { lazy, Suspense, useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { useStoredChoice } from '../../../shared/lib/use-stored-choice';
import { Page } from '../../../shared/ui/page';
import { showToast } from '../../../shared/ui/toast';
import { useContacts, useSyncContacts } from '../api/contacts-api';
import { ContactStars, initialsOf } from './contact-stars';
import styles from './agent.module.css';

const ContactAddDialog = lazy(() => import('./contact-add-dialog'));

/**
 * /mls-agent/contacts (members-area.md §2 "Agent area"): sort (last name, rating, date added;
 * kept locally), search on name or e-mail, Add and Sync.
 */
export function ContactsPage() {
  const { t } = useTranslation();
  const sortId = useId();
  const searchId = useId();
  const [sort, setSort] = useStoredChoice(
    'hearth.agentContacts.sort',
    CONTACT_SORT_OPTIONS,
    'lastName',
  );
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const contacts = useContacts(sort, deferredQuery);
  const sync = useSyncContacts();
  const [adding, setAdding] = useState(false);
  const results = contacts.data?.results ?? [];

  return (
    <Page title={t('agent.contacts.title')} intro={t('agent.contacts.intro')}>
      <div className={styles.toolbar}>
        <div className={styles.field}>
          <label htmlFor={sortId}>{t('agent.contacts.sortBy')}</label>
          <select
            id={sortId}
            className={styles.select}
            value={sort}
            onChange={(event) =>
              setSort(event.target.value as (typeof CONTACT_SORT_OPTIONS)[number])
            }
          >
            {CONTACT_SORT_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {t(`agent.contacts.sorts.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field} role="search">
          <label htmlFor={searchId}>{t('agent.contacts.search')}</label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            placeholder={t('agent.contacts.searchHint')}
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <button type="button" className={styles.primary} onClick={() => setAdding(true)}>
          {t('agent.contacts.add')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={sync.isPending}
          onClick={() =>
            sync.mutate(undefined, {
              onSuccess: ({ added }) =>
                showToast('success', t('agent.contacts.synced', { count: added })),
              onError: (error) => showToast('error', apiErrorMessage(error, t)),
            })
          }
        >
          {sync.isPending ? t('agent.contacts.syncing') : t('agent.contacts.sync')}
        </button>
      </div>

      <p role="status" className={styles.muted}>
        {contacts.isPending
          ? t('agent.contacts.loading')
          : contacts.isSuccess
            ? t('agent.contacts.count', { count: contacts.data.records })
            : ''}
      </p>
      {contacts.isError && (
        <p role="alert" className={styles.error}>
          {apiErrorMessage(contacts.error, t)}
        </p>
      )}
      {contacts.isSuccess && results.length === 0 && (
        <p>
          {deferredQuery.trim()
            ? t('agent.contacts.noMatch', { query: deferredQuery.trim() })
            : t('agent.contacts.empty')}
        </p>
      )}
      {results.length > 0 && (
        <ul className={styles.list} aria-label={t('agent.contacts.list')}>
          {results.map((contact) => (
            <li key={contact.id}>
              <Link to={paths.agentContact(contact.id)} className={styles.contactLink}>
                <span className={styles.avatar} aria-hidden="true">
                  {initialsOf(contact.firstName, contact.lastName)}
                </span>
                <span className={styles.contactText}>
                  <span className={styles.name}>
                    {contact.name}
                    {contact.nickname && ` (${contact.nickname})`}
                  </span>
                  <span className={styles.details}>
                    {contact.email}
                    {contact.phoneNumber && ` · ${displayPhone(contact.phoneNumber)}`}
                  </span>
                </span>
                <ContactStars rating={contact.rating} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {adding && (
        <Suspense fallback={null}>
          <ContactAddDialog isOpen={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
    </Page>
  );
}
