import type { AgentContact } from '@hearth/contracts';
import { useDeferredValue, useId, useState } from 'react';
import { ListBox, ListBoxItem, type Selection } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiErrorMessage } from '../lib/api-error-message';
import { useContactsToShareWith, useShareWithContact } from '../lib/contact-share';
import { ModalDialog, dialogStyles } from './modal-dialog';
import styles from './share-with-contact.module.css';
import { showToast } from './toast';

/**
 * The 'Share Listing With Contact' dialog (members-area.md §2): search the agent's contacts,
 * pick one in the list (250px high; arrow keys and type-ahead), add a note, Send. The server
 * stores the share and its e-mail together and answers 'Shared with {name}'.
 */
export default function ShareWithContactDialog({
  listingId,
  address,
  onClose,
}: {
  listingId: string;
  address: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const noteId = useId();
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const contacts = useContactsToShareWith(deferred);
  const [selected, setSelected] = useState<AgentContact | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const share = useShareWithContact();
  const results = contacts.data?.results ?? [];

  const onSelection = (keys: Selection) => {
    const key = keys === 'all' ? undefined : [...keys][0];
    setSelected(results.find((contact) => contact.id === key) ?? null);
    setProblem(null);
  };
  const send = () => {
    if (!selected) {
      setProblem(t('shareWithContact.pick'));
      return;
    }
    share.mutate(
      { contact: selected, share: { listingId, note: note.trim() || null } },
      {
        onSuccess: ({ message }) => {
          showToast('success', message);
          onClose();
        },
        onError: (error) => setProblem(apiErrorMessage(error, t)),
      },
    );
  };

  return (
    <ModalDialog title={t('shareWithContact.title')} isOpen onClose={onClose}>
      <p className={styles.muted}>{address}</p>
      <div className={dialogStyles.field}>
        <label htmlFor={searchId} className={dialogStyles.label}>
          {t('shareWithContact.search')}
        </label>
        <input
          id={searchId}
          type="search"
          className={dialogStyles.input}
          value={query}
          maxLength={100}
          placeholder={t('shareWithContact.searchHint')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {contacts.isError && (
        <p role="alert" className={dialogStyles.error}>
          {apiErrorMessage(contacts.error, t)}
        </p>
      )}
      {contacts.isSuccess && results.length === 0 ? (
        <p className={styles.empty}>
          {deferred.trim() ? (
            t('shareWithContact.noMatch')
          ) : (
            <>
              {t('shareWithContact.none')}{' '}
              <Link to="/mls-agent/contacts" onClick={onClose}>
                {t('shareWithContact.addContacts')}
              </Link>
            </>
          )}
        </p>
      ) : (
        <ListBox
          aria-label={t('shareWithContact.contacts')}
          className={styles.picker}
          selectionMode="single"
          selectedKeys={selected ? [selected.id] : []}
          onSelectionChange={onSelection}
          items={results}
        >
          {(contact) => (
            <ListBoxItem id={contact.id} textValue={contact.name} className={styles.option}>
              <span className={styles.name}>{contact.name}</span>
              <span className={styles.muted}>{contact.email}</span>
            </ListBoxItem>
          )}
        </ListBox>
      )}
      <div className={dialogStyles.field}>
        <label htmlFor={noteId} className={dialogStyles.label}>
          {t('shareWithContact.note')}
        </label>
        <textarea
          id={noteId}
          className={`${dialogStyles.input} ${styles.note}`}
          value={note}
          maxLength={2000}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {problem && (
        <p role="alert" className={dialogStyles.error}>
          {problem}
        </p>
      )}
      <div className={dialogStyles.actions}>
        <button type="button" className={dialogStyles.secondary} onClick={onClose}>
          {t('shareWithContact.cancel')}
        </button>
        <button
          type="button"
          className={dialogStyles.primary}
          disabled={share.isPending}
          onClick={send}
        >
          {share.isPending ? t('shareWithContact.sending') : t('shareWithContact.send')}
        </button>
      </div>
    </ModalDialog>
  );
}
