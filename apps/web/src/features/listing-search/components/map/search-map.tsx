import type { ListingRecord } from '@hearth/contracts';
import {
  withDrawnPolygon,
  withMapBox,
  withoutDrawnPolygon,
  type Bounds,
  type ListingFilters,
} from '@hearth/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import { Map as MapLibreMap, NavigationControl } from '../../../../shared/map/maplibre';
import { ringBounds, startFreehandDrawing } from './draw-area';
import { MapToolbar } from './map-toolbar';
import { recordDrawnPlaces } from '../../../../shared/map/basemap';
import { searchBasemapStyle, type BasemapType } from './map-style';
import { ResultMarkers } from './result-markers';
import { showSearchArea } from './search-area-layer';
import { toLngLatBounds, useHardReset, useMapCamera } from './use-map-camera';
import styles from './search-map.module.css';

/** Maximum zoom (§9) and the locate-me zoom (§4). */
const MAX_ZOOM = 21;
const LOCATE_ZOOM = 14;

export interface SearchMapProps {
  filters: ListingFilters;
  listings: readonly ListingRecord[];
  total: number;
  /** The box of all results, once the results of the current filters are in. */
  bounds: Bounds | null;
  /** Changes when the place or the filters change: the map then fits the results. */
  resetKey: string;
  onFilters: (next: ListingFilters) => void;
  onClose: () => void;
  onOpenListing: (listing: ListingRecord) => void;
}

/** The search map (MapLibre GL, loaded in its own chunk). */
export default function SearchMap({
  filters,
  listings,
  total,
  bounds,
  resetKey,
  onFilters,
  onClose,
  onOpenListing,
}: SearchMapProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const [failed, setFailed] = useState(false);
  const [zoom, setZoom] = useState(8);
  const [drawing, setDrawing] = useState(false);
  const [basemap, setBasemap] = useState<BasemapType>('map');
  const filtersRef = useRef(filters);
  /** Stops a drawing in progress; it must run before the map it draws on is removed. */
  const stopDrawing = useRef<(() => void) | null>(null);
  useEffect(() => {
    filtersRef.current = filters;
  }, [filters]);

  useEffect(() => {
    if (!container.current) return;
    let instance: MapLibreMap;
    try {
      instance = new MapLibreMap({
        container: container.current,
        style: searchBasemapStyle('map', settings),
        bounds: toLngLatBounds(settings.bounds),
        maxZoom: MAX_ZOOM,
        attributionControl: settings.mapStyleUrl || settings.basemapUrl ? { compact: true } : false,
      });
    } catch {
      // No WebGL: the list still shows every result.
      queueMicrotask(() => setFailed(true));
      return;
    }
    instance.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    recordDrawnPlaces(instance, container.current);
    instance.on('load', () => {
      setZoom(instance.getZoom());
      setMap(instance);
    });
    instance.on('zoomend', () => setZoom(instance.getZoom()));
    return () => {
      stopDrawing.current?.();
      instance.remove();
    };
  }, [settings]);

  const searchHere = useCallback(
    (box: Bounds) => onFilters(withMapBox(filtersRef.current, box)),
    [onFilters],
  );
  const moveTo = useMapCamera(map, searchHere);
  useHardReset(resetKey, bounds, moveTo, map !== null);

  const poly = filters.poly;
  useEffect(() => {
    if (!map) return;
    const draw = () => map.isStyleLoaded() && showSearchArea(map, poly);
    draw();
    map.on('styledata', draw);
    return () => void map.off('styledata', draw);
  }, [map, poly]);

  useEffect(() => {
    if (!map || !drawing) return;
    const stop = startFreehandDrawing(map, (ring) => {
      setDrawing(false);
      onFilters(withDrawnPolygon(filtersRef.current, ring));
      moveTo(ringBounds(ring), 17);
    });
    stopDrawing.current = stop;
    return () => {
      stopDrawing.current = null;
      stop();
    };
  }, [map, drawing, onFilters, moveTo]);

  const locate = () =>
    navigator.geolocation?.getCurrentPosition(
      ({ coords }) =>
        map?.flyTo({ center: [coords.longitude, coords.latitude], zoom: LOCATE_ZOOM }),
      () => undefined, // a failure is ignored (§8)
    );

  return (
    <div className={styles.wrap} data-zoom={zoom.toFixed(2)} data-drawing={drawing || undefined}>
      <MapToolbar
        drawing={drawing}
        ready={map !== null}
        hasArea={Boolean(poly)}
        basemap={basemap}
        onDraw={() => setDrawing(!drawing)}
        onRemoveArea={() => onFilters(withoutDrawnPolygon(filters))}
        onLocate={locate}
        onBasemap={(type) => {
          setBasemap(type);
          map?.setStyle(searchBasemapStyle(type, settings));
        }}
        onClose={onClose}
      />
      <div
        ref={container}
        className={styles.canvas}
        role="region"
        aria-label={t('search.map.label')}
      />
      {failed && <p className={styles.failed}>{t('search.map.unavailable')}</p>}
      {map && (
        <ResultMarkers
          map={map}
          zoom={zoom}
          filters={filters}
          listings={listings}
          total={total}
          moveTo={moveTo}
          onOpenListing={onOpenListing}
        />
      )}
    </div>
  );
}
