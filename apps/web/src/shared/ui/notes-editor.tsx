import { SAVED_NOTES_MAX } from '@hearth/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './saved-listing-card.module.css';

/**
 * Notes of a saved listing: editable by its owner (cleared notes save null, §5), else shown with
 * 'No notes yet.' when empty.
 */
export function NotesEditor({
  notes,
  editable,
  label,
  onSave,
}: {
  notes: string | null;
  editable: boolean;
  label: string;
  onSave: (notes: string | null) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(notes ?? '');
  if (!editing) {
    return (
      <div className={styles.notes}>
        <p className={notes ? undefined : styles.muted}>{notes ?? t('consumer.noNotes')}</p>
        {editable && (
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              setDraft(notes ?? '');
              setEditing(true);
            }}
          >
            {t('consumer.editNotes')}
            <span className={styles.visuallyHidden}> {label}</span>
          </button>
        )}
      </div>
    );
  }
  return (
    <form
      className={styles.notes}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft.trim() === '' ? null : draft.trim());
        setEditing(false);
      }}
    >
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('consumer.notesFor', { name: label })}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={draft}
        maxLength={SAVED_NOTES_MAX}
        rows={3}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className={styles.row}>
        <button type="submit" className={styles.primary}>
          {t('consumer.saveNotes')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => setEditing(false)}>
          {t('consumer.cancel')}
        </button>
      </div>
    </form>
  );
}
