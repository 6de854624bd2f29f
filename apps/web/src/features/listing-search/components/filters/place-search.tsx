import type { ListingFilters } from '@hearth/domain';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import {
  exactMatch,
  flattenSuggestions,
  placeSuggestionsQuery,
  usePlaceSuggestions,
  type PlaceSuggestion,
} from '../../api/suggest-listings';
import { placeText, withPlace } from '../../utils/place-filters';
import styles from './filters.module.css';

// Shown only when what was typed is not one known place: loaded then.
const SuggestionDialog = lazy(async () => ({
  default: (await import('./suggestion-dialog')).SuggestionDialog,
}));

interface PlaceSearchProps {
  filters: ListingFilters;
  onChange: (next: ListingFilters) => void;
}

/**
 * The place search box: an ARIA combobox with suggestions from the first character. It shows the
 * place searched. Submitting without choosing goes straight to the one place named exactly as
 * typed ('Davis'), else opens 'Did you Mean...' with the suggestions, or 'No Matches Found'.
 */
export function PlaceSearch({ filters, onChange }: PlaceSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const settings = useSettings();
  const queryClient = useQueryClient();
  const place = placeText(filters);
  const [text, setText] = useState(place);
  const [searchedPlace, setSearchedPlace] = useState(place);
  if (place !== searchedPlace) {
    // Another control changed the place (a chip removed, Back): the box follows.
    setSearchedPlace(place);
    setText(place);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [dialogFor, setDialogFor] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const deferred = useDeferredValue(text);
  // Nothing is asked for the place already searched; what the visitor types is.
  const { data: suggestions = [] } = usePlaceSuggestions(text !== place ? deferred : '');
  const answer = usePlaceSuggestions(dialogFor ?? '');
  const shown = open && text.trim() !== '' && suggestions.length > 0;

  const choose = (suggestion: PlaceSuggestion) => {
    setText(suggestion.value);
    setOpen(false);
    setDialogFor(null);
    setActive(-1);
    onChange(withPlace(filters, suggestion.field, suggestion.value));
  };

  /** Straight to the one place named exactly as typed, else 'Did you Mean...'. */
  const submit = async (typed: string) => {
    setOpen(false);
    let found: PlaceSuggestion[] = [];
    try {
      // Once more if the box's own request for the text was cancelled meanwhile.
      const ask = () => queryClient.fetchQuery(placeSuggestionsQuery(settings, typed));
      found = flattenSuggestions(await ask().catch(ask));
    } catch {
      // The dialog says what it can: 'No Matches Found'.
    }
    const exact = exactMatch(found, typed);
    if (exact) choose(exact);
    else setDialogFor(typed);
  };

  return (
    <form
      role="search"
      className={styles.place}
      onSubmit={(event) => {
        event.preventDefault();
        const picked = shown ? suggestions[active] : undefined;
        if (picked) return choose(picked);
        if (text.trim() === '') return;
        void submit(text.trim());
      }}
    >
      <label htmlFor={`${id}-input`} className={styles.visuallyHidden}>
        {t('search.place.label')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={`${id}-list`}
        aria-activedescendant={shown && active >= 0 ? `${id}-option-${active}` : undefined}
        placeholder={t('search.place.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') return setOpen(false);
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setOpen(true);
          const count = suggestions.length;
          if (count === 0) return;
          const down = event.key === 'ArrowDown';
          setActive((index) => (down ? (index + 1) % count : index <= 0 ? count - 1 : index - 1));
        }}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={t('search.place.suggestions')}
        className={styles.suggestions}
        hidden={!shown}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.field}:${suggestion.value}`}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.suggestion}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
          >
            <span>{suggestion.value}</span>
            <span className={styles.suggestionField}>
              {t(`search.filterNames.${suggestion.field}`, { defaultValue: suggestion.field })}
            </span>
          </li>
        ))}
      </ul>
      <button type="submit" className={styles.placeButton}>
        {t('search.place.submit')}
      </button>
      {dialogFor !== null && (
        <Suspense fallback={null}>
          <SuggestionDialog
            text={dialogFor}
            suggestions={answer.data ?? []}
            loading={answer.isFetching}
            onChoose={choose}
            onClose={() => {
              setDialogFor(null);
              input.current?.focus();
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
