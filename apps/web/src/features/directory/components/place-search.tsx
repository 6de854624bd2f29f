import type { DirectoryMode } from '@hearth/domain';
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDirectorySuggestions } from '../api/directory-search';
import { useDeferredText } from '../hooks/use-deferred-text';
import styles from './place-search.module.css';

/** Suggestions start at 2 characters, 100 ms after typing stops (public-site.md §5). */
export const SUGGEST_MIN_CHARS = 2;
export const SUGGEST_DEFER_MS = 100;

export interface PlaceChoice {
  /** The filter field the choice sets (MemberLastName, OfficeCity, …). */
  field: string;
  value: string;
}

interface Option extends PlaceChoice {
  key: string;
  label: string;
}

interface PlaceSearchProps {
  mode: DirectoryMode;
  onChoose: (choice: PlaceChoice) => void;
}

/** The directory's search box: a combobox of names (agents) or names and cities (offices). */
export function PlaceSearch({ mode, onChoose }: PlaceSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const deferred = useDeferredText(text.trim(), SUGGEST_DEFER_MS);
  const query = deferred.length >= SUGGEST_MIN_CHARS ? deferred : '';
  const suggestions = useDirectorySuggestions(mode, query);

  const options = useMemo<Option[]>(() => {
    const bundle = suggestions.data?.bundle ?? {};
    return Object.entries(bundle).flatMap(([field, items]) =>
      items.map((item, index) => ({
        key: `${field}-${index}`,
        field,
        value: item.value,
        label: t(`directory.suggestField.${field}` as 'directory.suggestField.OfficeCity', {
          value: item.value,
        }),
      })),
    );
  }, [suggestions.data, t]);

  const showList = open && query !== '' && text.trim().length >= SUGGEST_MIN_CHARS;
  const choose = (choice: PlaceChoice) => {
    onChoose(choice);
    setText('');
    setOpen(false);
    setActive(-1);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = options[active];
    if (picked) return choose(picked);
    const typed = text.trim();
    if (typed === '') return undefined;
    return choose({
      field: mode === 'agent' ? 'MemberFullName[like]' : 'OfficeName[like]',
      value: typed,
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((index) => (index + 1) % options.length);
    } else if (event.key === 'ArrowUp' && options.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const listId = `${id}-list`;
  const label = mode === 'agent' ? t('directory.searchAgents') : t('directory.searchOffices');
  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? `${id}-${active}` : undefined}
          placeholder={
            mode === 'agent' ? t('directory.agentPlaceholder') : t('directory.officePlaceholder')
          }
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        />
        <button type="submit" className={styles.submit}>
          {t('directory.search')}
        </button>
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className={styles.list}
          hidden={!showList}
        >
          {showList && options.length === 0 && !suggestions.isFetching && (
            <li className={styles.empty} role="option" aria-selected={false} aria-disabled>
              {t('directory.noMatches')}
            </li>
          )}
          {showList &&
            options.map((option, index) => (
              <li
                key={option.key}
                id={`${id}-${index}`}
                role="option"
                aria-selected={index === active}
                className={index === active ? styles.activeOption : styles.option}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {option.label}
              </li>
            ))}
        </ul>
      </div>
    </form>
  );
}
