import type { ViewMode } from '@hearth/domain';
import { useTranslation } from 'react-i18next';
import styles from './results.module.css';
import { memo } from 'react';

interface ViewModeSwitchProps {
  viewMode: ViewMode;
  onViewMode: (mode: ViewMode) => void;
  fullScreen: boolean;
  onFullScreen: (on: boolean) => void;
  mapsEnabled: boolean;
}

const MODES: readonly ViewMode[] = ['grid', 'map', 'map+grid'];

/** Grid, map or map+grid (kept between visits), and the full-screen toggle (§2). */
export const ViewModeSwitch = memo(function ViewModeSwitch({
  viewMode,
  onViewMode,
  fullScreen,
  onFullScreen,
  mapsEnabled,
}: ViewModeSwitchProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.viewModes} role="group" aria-label={t('search.view.label')}>
      {mapsEnabled &&
        MODES.map((mode) => (
          <button
            key={mode}
            type="button"
            className={styles.viewButton}
            aria-pressed={viewMode === mode}
            onClick={() => onViewMode(mode)}
          >
            {t(`search.view.${mode === 'map+grid' ? 'mapGrid' : mode}`)}
          </button>
        ))}
      <button
        type="button"
        className={styles.viewButton}
        aria-pressed={fullScreen}
        onClick={() => onFullScreen(!fullScreen)}
      >
        {t('search.view.fullScreen')}
      </button>
    </div>
  );
});
