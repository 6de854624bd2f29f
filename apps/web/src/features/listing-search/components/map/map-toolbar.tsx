import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BasemapType } from './map-style';
import styles from './search-map.module.css';

interface MapToolbarProps {
  drawing: boolean;
  /** Whether the map has loaded: a drawing can only start on a loaded map. */
  ready: boolean;
  hasArea: boolean;
  basemap: BasemapType;
  onDraw: () => void;
  onRemoveArea: () => void;
  onLocate: () => void;
  onBasemap: (type: BasemapType) => void;
  onClose: () => void;
}

/** Draw or remove a search area, locate me, basemap type and close map (§2 "Search map"). */
export function MapToolbar(props: MapToolbarProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.toolbar} role="toolbar" aria-label={t('search.map.tools')}>
      <button
        type="button"
        aria-pressed={props.drawing}
        disabled={!props.ready}
        onClick={props.onDraw}
      >
        {props.drawing ? t('search.map.cancelDraw') : t('search.map.draw')}
      </button>
      {props.hasArea && (
        <button type="button" onClick={props.onRemoveArea}>
          {t('search.map.removeArea')}
        </button>
      )}
      <button type="button" onClick={props.onLocate}>
        {t('search.map.locate')}
      </button>
      <label htmlFor={id} className={styles.visuallyHidden}>
        {t('search.map.basemap')}
      </label>
      <select
        id={id}
        value={props.basemap}
        onChange={(event) => props.onBasemap(event.target.value as BasemapType)}
      >
        <option value="map">{t('search.map.basemapMap')}</option>
        <option value="plain">{t('search.map.basemapPlain')}</option>
      </select>
      <button type="button" onClick={props.onClose}>
        {t('search.map.close')}
      </button>
    </div>
  );
}
