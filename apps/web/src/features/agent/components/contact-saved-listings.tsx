import type { SavedListing, SavedListingGroup } from '@hearth/contracts';
import { RATING_MAX, dollarTotal } from '@hearth/domain';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { showToast } from '../../../shared/ui/toast';
import { useContactGroups, useContactListingChanges } from '../api/connect-api';
import styles from './connect.module.css';
import { leaseSuffix } from '../../../shared/lib/lease-price';

type Changes = ReturnType<typeof useContactListingChanges>;

/**
 * One saved listing of the contact. The server sends the contact's own items and this agent's
 * only, so an item with an agent is the viewer's: 'Added By You', rated, annotated and removed
 * by them (§4); the contact's own are view only.
 */
function SavedItem({ item, changes }: { item: SavedListing; changes: Changes }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const mine = item.agentId !== null;
  const [notes, setNotes] = useState(item.notes ?? '');
  const { listing } = item;
  const address = listing.UnparsedAddress ?? t('search.card.addressHidden');
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const failed = (error: unknown) => showToast('error', apiErrorMessage(error, t));
  const saved = (field: 'rating' | 'notes') => ({
    onSuccess: () =>
      showToast(
        'success',
        t('agent.contact.updated', { field: t(`agentConnect.listings.${field}`) }),
      ),
    onError: failed,
  });
  return (
    <li className={styles.item} data-contact-listing={item.listingId}>
      <p>
        <strong>
          {typeof listing.ListPrice === 'number'
            ? `${dollarTotal(listing.ListPrice, locale)}${leaseSuffix(listing.PropertyType, t)}`
            : t('search.card.noPrice')}
        </strong>
      </p>
      <p>
        <Link to={paths.listing(listing.id, listing.UnparsedAddress ?? undefined)}>{address}</Link>
      </p>
      {mine && <p className={styles.muted}>{t('consumer.addedByYou')}</p>}
      {mine ? (
        <>
          <div className={styles.field}>
            <label htmlFor={`${id}-rating`}>{t('agentConnect.listings.rating')}</label>
            <select
              id={`${id}-rating`}
              className={styles.input}
              value={item.rating ?? ''}
              onChange={(event) =>
                changes.annotate.mutate(
                  { itemId: item.id, change: { rating: Number(event.target.value) } },
                  saved('rating'),
                )
              }
            >
              <option value="" disabled>
                {t('agentConnect.listings.notRated')}
              </option>
              {Array.from({ length: RATING_MAX }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {t('agent.contact.stars', { count: n })}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-notes`}>{t('agentConnect.listings.notes')}</label>
            <textarea
              id={`${id}-notes`}
              className={styles.input}
              value={notes}
              maxLength={2000}
              onChange={(event) => setNotes(event.target.value)}
              onBlur={() => {
                if (notes.trim() !== (item.notes ?? ''))
                  changes.annotate.mutate(
                    { itemId: item.id, change: { notes: notes.trim() || null } },
                    saved('notes'),
                  );
              }}
            />
          </div>
          <button
            type="button"
            className={styles.secondary}
            aria-label={t('agentConnect.listings.removeLabel', { address })}
            onClick={() =>
              changes.remove.mutate(item.id, {
                onSuccess: () => showToast('success', t('agentConnect.removed')),
                onError: failed,
              })
            }
          >
            {t('agentConnect.remove')}
          </button>
        </>
      ) : (
        <>
          <p
            className={styles.muted}
            aria-label={t('consumer.ratingValue', { count: item.rating ?? 0 })}
          >
            {item.rating
              ? t('agent.contact.stars', { count: item.rating })
              : t('agentConnect.listings.notRated')}
          </p>
          <p className={styles.muted}>{item.notes ?? t('consumer.noNotes')}</p>
        </>
      )}
    </li>
  );
}

/** The group's title on the agent's side: its own name, else the contact's name (§2). */
const groupTitle = (group: SavedListingGroup, name: string) =>
  group.name ?? group.contact?.name ?? name;

function AddListingForm({
  groups,
  name,
  changes,
}: {
  groups: SavedListingGroup[];
  name: string;
  changes: Changes;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [listingId, setListingId] = useState('');
  const [groupId, setGroupId] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = listingId.trim();
    if (value === '') return;
    changes.add.mutate(
      { listingId: value, ...(groupId ? { savedListingGroupId: groupId } : {}) },
      {
        onSuccess: () => {
          showToast('success', t('agentConnect.listings.added', { name }));
          setListingId('');
        },
        onError: (error) => showToast('error', apiErrorMessage(error, t)),
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentConnect.listings.addTitle', { name })}</h3>
      <div className={styles.fields}>
        <div className={styles.field}>
          <label htmlFor={`${id}-listing`}>{t('agentConnect.listings.listingId')}</label>
          <input
            id={`${id}-listing`}
            className={styles.input}
            value={listingId}
            required
            maxLength={64}
            autoComplete="off"
            onChange={(event) => setListingId(event.target.value)}
          />
        </div>
        {groups.length > 1 && (
          <div className={styles.field}>
            <label htmlFor={`${id}-group`}>{t('agentConnect.listings.group')}</label>
            <select
              id={`${id}-group`}
              className={styles.input}
              value={groupId}
              onChange={(event) => setGroupId(event.target.value)}
            >
              <option value="">{name}</option>
              {groups
                .filter((group) => group.name !== null)
                .map((group) => (
                  <option key={group.id} value={group.id}>
                    {group.name}
                  </option>
                ))}
            </select>
          </div>
        )}
      </div>
      <button type="submit" className={styles.button} disabled={changes.add.isPending}>
        {t('agentConnect.listings.add')}
      </button>
    </form>
  );
}

/** Saved Listings of a connected contact: their groups, and adding a listing for them. */
export function ContactSavedListings({ contactId, name }: { contactId: string; name: string }) {
  const { t } = useTranslation();
  const groups = useContactGroups(contactId, true);
  const changes = useContactListingChanges(contactId);
  if (groups.isPending) return <p role="status">{t('agent.contacts.loading')}</p>;
  if (groups.isError) return <p role="alert">{apiErrorMessage(groups.error, t)}</p>;
  const withItems = groups.data.filter((group) => group.savedListings.length > 0);
  return (
    <>
      <AddListingForm groups={groups.data} name={name} changes={changes} />
      {withItems.length === 0 ? (
        <p>
          <strong>{t('consumer.emptyTitle')}</strong> {t('consumer.emptyListings')}
        </p>
      ) : (
        withItems.map((group) => (
          <section key={group.id} className={styles.group} aria-label={groupTitle(group, name)}>
            <h3>{groupTitle(group, name)}</h3>
            <ul className={styles.items}>
              {group.savedListings.map((item) => (
                <SavedItem key={item.id} item={item} changes={changes} />
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
