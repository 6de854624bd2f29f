import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isNearMatch, type PlaceSuggestion } from '../../api/suggest-listings';
import styles from './filters.module.css';

interface SuggestionDialogProps {
  text: string;
  suggestions: readonly PlaceSuggestion[];
  loading: boolean;
  onChoose: (suggestion: PlaceSuggestion) => void;
  onClose: () => void;
}

/**
 * 'Did you Mean...' with the suggestions for what was typed ('Did you mean Sacramento?' for a
 * misspelling), or 'No Matches Found' (§2, §8). The list scrolls; Close stays in view.
 */
export function SuggestionDialog({
  text,
  suggestions,
  loading,
  onChoose,
  onClose,
}: SuggestionDialogProps) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal?.();
  }, []);
  const first = suggestions[0];
  const title = loading
    ? t('app.loading')
    : first === undefined
      ? t('search.place.noMatches')
      : isNearMatch(first, text)
        ? t('search.place.didYouMeanPlace', { place: first.value })
        : t('search.place.didYouMean');
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="place-dialog-title"
      onClose={onClose}
    >
      <h2 id="place-dialog-title" className={styles.dialogTitle}>
        {title}
      </h2>
      {!loading && suggestions.length === 0 && <p>{t('search.place.noMatchesFor', { text })}</p>}
      {suggestions.length > 0 && (
        <ul className={styles.dialogList}>
          {suggestions.map((suggestion) => (
            <li key={`${suggestion.field}:${suggestion.value}`}>
              <button type="button" className={styles.link} onClick={() => onChoose(suggestion)}>
                {suggestion.value}{' '}
                <span className={styles.suggestionField}>
                  ({t(`search.filterNames.${suggestion.field}`, { defaultValue: suggestion.field })}
                  )
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`${styles.secondary} ${styles.dialogClose}`}
        onClick={() => dialog.current?.close()}
      >
        {t('search.more.close')}
      </button>
    </dialog>
  );
}
