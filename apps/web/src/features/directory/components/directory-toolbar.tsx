import type { DirectoryFilters, DirectoryMode, ViewMode } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DirectoryDropdowns } from './directory-dropdowns';
import styles from './directory-toolbar.module.css';
import { PlaceSearch, type PlaceChoice } from './place-search';

const VIEW_MODES: readonly ViewMode[] = ['map', 'map+grid', 'grid'];

interface DirectoryToolbarProps {
  mode: DirectoryMode;
  filters: DirectoryFilters;
  /** Null hides the view switch (agent mode, or maps off). */
  viewMode: ViewMode | null;
  onModeChange: (mode: DirectoryMode) => void;
  onFilterChange: (field: string, value: string | undefined) => void;
  onPlace: (choice: PlaceChoice) => void;
  onViewModeChange: (mode: ViewMode) => void;
}

/** The agent/office toggle, the search box, the view switch and the dropdown filters. */
export function DirectoryToolbar(props: DirectoryToolbarProps) {
  const { t } = useTranslation();
  const { mode, viewMode } = props;
  return (
    <div className={styles.toolbar}>
      <div role="group" aria-label={t('directory.searchFor')} className={styles.toggle}>
        {(['agent', 'office'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => option !== mode && props.onModeChange(option)}
          >
            {t(`directory.mode.${option}`)}
          </button>
        ))}
      </div>
      <PlaceSearch mode={mode} onChoose={props.onPlace} />
      {viewMode && (
        <div role="group" aria-label={t('directory.viewLabel')} className={styles.views}>
          {VIEW_MODES.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={viewMode === option}
              onClick={() => props.onViewModeChange(option)}
            >
              {t(`directory.view.${option === 'map+grid' ? 'mapGrid' : option}`)}
            </button>
          ))}
        </div>
      )}
      <DirectoryDropdowns mode={mode} filters={props.filters} onChange={props.onFilterChange} />
      <Link to={paths.directory()} className={styles.clear}>
        {t('directory.clear')}
      </Link>
    </div>
  );
}
