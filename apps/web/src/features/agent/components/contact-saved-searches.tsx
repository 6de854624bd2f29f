import type { ListedSavedSearch } from '@hearth/contracts';
import {
  NOTIFICATION_FREQUENCIES,
  savedSearchHref,
  type NotificationFrequency,
} from '@hearth/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { searchSummaryText } from '../../../shared/lib/search-summary';
import {
  NotificationSettingsFields,
  type NotificationSettingsValue,
} from '../../../shared/ui/notification-settings-fields';
import { showToast } from '../../../shared/ui/toast';
import { useContactSavedSearches, useContactSearchChanges } from '../api/connect-api';
import styles from './connect.module.css';

type Changes = ReturnType<typeof useContactSearchChanges>;

/** One saved search; the agent changes the frequency of, or deletes, only what they saved. */
function SearchItem({ search, changes }: { search: ListedSavedSearch; changes: Changes }) {
  const { t } = useTranslation();
  const id = useId();
  const mine = search.agentId !== null;
  const failed = (error: unknown) => showToast('error', apiErrorMessage(error, t));
  return (
    <li className={styles.item} data-contact-search={search.name}>
      <p>
        <strong>{search.name}</strong>
      </p>
      <p className={styles.muted}>{searchSummaryText(search.query, t)}</p>
      {mine && <p className={styles.muted}>{t('consumer.addedByYou')}</p>}
      {mine ? (
        <div className={styles.field}>
          <label htmlFor={`${id}-frequency`}>{t('consumer.frequency')}</label>
          <select
            id={`${id}-frequency`}
            className={styles.input}
            value={search.notificationFrequency}
            onChange={(event) =>
              changes.change.mutate(
                {
                  searchId: search.id,
                  change: { notificationFrequency: event.target.value as NotificationFrequency },
                },
                { onError: failed },
              )
            }
          >
            {NOTIFICATION_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {t(`consumer.frequencies.${frequency}`)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className={styles.muted}>
          {t('consumer.frequency')}: {t(`consumer.frequencies.${search.notificationFrequency}`)}
        </p>
      )}
      <div className={styles.actions}>
        <Link to={savedSearchHref(search)}>
          {t('agentConnect.searches.open', { name: search.name })}
        </Link>
        {mine && (
          <button
            type="button"
            className={styles.secondary}
            aria-label={t('agentConnect.searches.removeLabel', { name: search.name })}
            onClick={() =>
              changes.remove.mutate(search.id, {
                onSuccess: () => showToast('success', t('agentConnect.removed')),
                onError: failed,
              })
            }
          >
            {t('agentConnect.remove')}
          </button>
        )}
      </div>
    </li>
  );
}

const EMPTY_FORM = { name: '', city: '', minPrice: '', maxPrice: '', type: 'RESI' };

/** Save a search for the contact: where, what price, sale or rent, and how they are told. */
function SaveSearchForm({ name, changes }: { name: string; changes: Changes }) {
  const { t } = useTranslation();
  const id = useId();
  const [form, setForm] = useState(EMPTY_FORM);
  const [settings, setSettings] = useState<NotificationSettingsValue>({
    frequency: 'daily',
    openHouses: false,
    virtualTour: false,
  });
  const set = (field: keyof typeof EMPTY_FORM) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query: Record<string, string | number | string[]> = { 'PropertyType[in]': [form.type] };
    if (form.city.trim()) query.City = form.city.trim();
    if (Number(form.minPrice) > 0) query['ListPrice[gte]'] = Number(form.minPrice);
    if (Number(form.maxPrice) > 0) query['ListPrice[lte]'] = Number(form.maxPrice);
    changes.save.mutate(
      {
        name: form.name.trim(),
        notificationFrequency: settings.frequency,
        subscriptions: {
          openHouses: { enabled: settings.openHouses },
          virtualTour: { enabled: settings.virtualTour },
        },
        query,
      },
      {
        onSuccess: (answer) => {
          showToast('success', answer.message);
          setForm(EMPTY_FORM);
        },
        onError: (error) => showToast('error', apiErrorMessage(error, t)),
      },
    );
  };
  const field = (key: keyof typeof EMPTY_FORM, props: Record<string, unknown> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{t(`agentConnect.searches.${key}`)}</label>
      <input
        id={`${id}-${key}`}
        className={styles.input}
        value={form[key]}
        onChange={set(key)}
        autoComplete="off"
        {...props}
      />
    </div>
  );
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentConnect.searches.title', { name })}</h3>
      {field('name', { required: true, minLength: 2, maxLength: 64 })}
      <div className={styles.fields}>
        {field('city', { maxLength: 80 })}
        {field('minPrice', { type: 'number', min: 0, step: 1000, inputMode: 'numeric' })}
        {field('maxPrice', { type: 'number', min: 0, step: 1000, inputMode: 'numeric' })}
        <div className={styles.field}>
          <label htmlFor={`${id}-type`}>{t('agentConnect.searches.type')}</label>
          <select
            id={`${id}-type`}
            className={styles.input}
            value={form.type}
            onChange={set('type')}
          >
            <option value="RESI">{t('agentConnect.searches.forSale')}</option>
            <option value="RLSE">{t('agentConnect.searches.forRent')}</option>
          </select>
        </div>
      </div>
      <NotificationSettingsFields
        value={settings}
        onChange={(change) => setSettings((current) => ({ ...current, ...change }))}
      />
      <button type="submit" className={styles.button} disabled={changes.save.isPending}>
        {t('agentConnect.searches.save')}
      </button>
    </form>
  );
}

/** Saved Searches of a connected contact: theirs and the ones the agent saved for them. */
export function ContactSavedSearches({ contactId, name }: { contactId: string; name: string }) {
  const { t } = useTranslation();
  const searches = useContactSavedSearches(contactId, true);
  const changes = useContactSearchChanges(contactId);
  if (searches.isPending) return <p role="status">{t('agent.contacts.loading')}</p>;
  if (searches.isError) return <p role="alert">{apiErrorMessage(searches.error, t)}</p>;
  return (
    <>
      <SaveSearchForm name={name} changes={changes} />
      {searches.data.length === 0 ? (
        <p>
          <strong>{t('consumer.emptyTitle')}</strong>
        </p>
      ) : (
        <ul className={styles.items} aria-label={t('agentConnect.tabs.savedSearches')}>
          {searches.data.map((search) => (
            <SearchItem key={search.id} search={search} changes={changes} />
          ))}
        </ul>
      )}
    </>
  );
}
