import type { ListingSuggestion, SavedListing, SavedListingGroup } from '@hearth/contracts';
import { dollarTotal } from '@hearth/domain';
import { useId, useMemo, useState, type FormEvent } from 'react';
import {
  ComboBox,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../shared/lib/api-error-message';
import { leaseSuffix } from '../../../shared/lib/lease-price';
import { SavedListingCard } from '../../../shared/ui/saved-listing-card';
import { showToast } from '../../../shared/ui/toast';
import { useContactGroups, useContactListingChanges } from '../api/connect-api';
import { SUGGEST_MIN_CHARS, useListingSuggestions } from '../api/listing-suggestions-api';
import styles from './connect.module.css';

type Changes = ReturnType<typeof useContactListingChanges>;

/** The group's title on the agent's side: its own name, else the contact's name (§2). */
const groupTitle = (group: SavedListingGroup, name: string) =>
  group.name ?? group.contact?.name ?? name;

/**
 * One suggested listing: its address (with its city when the address does not already name it),
 * then its MLS number, price and status.
 */
function SuggestionOption({ suggestion }: { suggestion: ListingSuggestion }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'es' ? 'es-US' : 'en-US';
  const price =
    suggestion.ListPrice === null
      ? null
      : `${dollarTotal(suggestion.ListPrice, locale)}${leaseSuffix(suggestion.PropertyType, t)}`;
  const status = suggestion.StandardStatus
    ? t(`search.status.${suggestion.StandardStatus}`, { defaultValue: suggestion.StandardStatus })
    : null;
  return (
    <>
      {/* Plain text, not label slots: the option is named by all it shows (WCAG 2.5.3). */}
      <span className={styles.optionTitle}>
        {suggestion.City && !suggestion.address.includes(suggestion.City)
          ? `${suggestion.address}, ${suggestion.City}`
          : suggestion.address}
      </span>
      <span className={styles.muted}>
        {[t('agentConnect.listings.mlsNumber', { id: suggestion.ListingId }), price, status]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </>
  );
}

/**
 * Adding a listing for the contact: the agent types the start of an address or an MLS number
 * and picks one of the listings suggested (those the public search shows), or adds the MLS
 * number as typed.
 */
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
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<ListingSuggestion | null>(null);
  const [groupId, setGroupId] = useState('');
  const suggestions = useListingSuggestions(text);
  const items = useMemo(
    () => (text.trim().length >= SUGGEST_MIN_CHARS ? (suggestions.data ?? []) : []),
    [text, suggestions.data],
  );
  const pick = (key: Key | null) => {
    const found = items.find((item) => item.ListingId === key) ?? null;
    setPicked(found);
    if (found) setText(found.address);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    const listingId =
      picked?.ListingId ??
      items.find((item) => item.ListingId.toLowerCase() === typed.toLowerCase())?.ListingId ??
      typed;
    if (listingId === '') return;
    changes.add.mutate(
      { listingId, ...(groupId ? { savedListingGroupId: groupId } : {}) },
      {
        onSuccess: () => {
          showToast('success', t('agentConnect.listings.added', { name }));
          setText('');
          setPicked(null);
        },
        onError: (error) => showToast('error', apiErrorMessage(error, t)),
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('agentConnect.listings.addTitle', { name })}</h3>
      <div className={styles.fields}>
        <ComboBox
          className={styles.field}
          items={items}
          inputValue={text}
          onInputChange={(value) => {
            setText(value);
            if (picked && value !== picked.address) setPicked(null);
          }}
          selectedKey={picked?.ListingId ?? null}
          onSelectionChange={pick}
          allowsCustomValue
          allowsEmptyCollection={text.trim().length >= SUGGEST_MIN_CHARS}
          menuTrigger="input"
        >
          <Label>{t('agentConnect.listings.find')}</Label>
          <Input className={styles.input} maxLength={100} />
          <Text slot="description" className={styles.muted}>
            {t('agentConnect.listings.findHint')}
          </Text>
          <Popover className={styles.popover} placement="bottom start">
            <ListBox<ListingSuggestion>
              className={styles.listBox}
              renderEmptyState={() => (
                <p className={styles.emptyOption}>
                  {suggestions.isFetching
                    ? t('agentConnect.listings.searching')
                    : t('agentConnect.listings.noMatches')}
                </p>
              )}
            >
              {(item) => (
                <ListBoxItem id={item.ListingId} textValue={item.address} className={styles.option}>
                  <SuggestionOption suggestion={item} />
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
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

/**
 * One saved listing of the contact, on the card the contact sees. The server sends the contact's
 * own items and this agent's only, so an item with an agent is the viewer's: 'Added By You',
 * rated, annotated and removed by them (§4); the contact's own are view only.
 */
function ContactListingCard({
  item,
  now,
  changes,
}: {
  item: SavedListing;
  now: Date;
  changes: Changes;
}) {
  const { t } = useTranslation();
  const mine = item.agentId !== null;
  const address = item.listing.UnparsedAddress ?? t('search.card.addressHidden');
  const failed = (error: unknown) => showToast('error', apiErrorMessage(error, t));
  return (
    <SavedListingCard
      item={item}
      now={now}
      editable={mine}
      addedBy={mine ? t('consumer.addedByYou') : null}
      onAnnotate={(change) =>
        changes.annotate.mutate(
          { itemId: item.id, change },
          {
            onSuccess: () =>
              showToast(
                'success',
                t('agent.contact.updated', {
                  field: t(`agentConnect.listings.${'rating' in change ? 'rating' : 'notes'}`),
                }),
              ),
            onError: failed,
          },
        )
      }
      actions={
        mine ? (
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
        ) : undefined
      }
    />
  );
}

/** Saved Listings of a connected contact: their groups, and adding a listing for them. */
export function ContactSavedListings({ contactId, name }: { contactId: string; name: string }) {
  const { t } = useTranslation();
  const groups = useContactGroups(contactId, true);
  const changes = useContactListingChanges(contactId);
  const now = useMemo(() => new Date(), []);
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
                <li key={item.id}>
                  <ContactListingCard item={item} now={now} changes={changes} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}
