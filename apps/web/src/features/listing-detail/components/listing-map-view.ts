import {
  basemapKind,
  basemapStyle,
  recordDrawnPlaces,
  type BasemapSettings,
} from '../../../shared/map/basemap';
import { Map as MapLibreMap, Marker, NavigationControl } from '../../../shared/map/maplibre';
import styles from './listing-detail.module.css';

/** The detail map's zoom (public-site.md §9). */
export const DETAIL_MAP_ZOOM = 19;
/**
 * The outline map has counties and towns, no streets: at zoom 19 it would be a blank page, so it
 * opens where the pin's town and its neighbours show.
 */
export const OUTLINE_DETAIL_ZOOM = 10;

const IMAGERY_LAYER = /satellite|hybrid|imagery|aerial/i;

export interface ListingMapOptions {
  latitude: number;
  longitude: number;
  basemap: BasemapSettings;
  pinLabel: string;
  /** Called when the style has imagery layers: a switch between satellite/hybrid and map. */
  onImagery: (imagery: { on: boolean; toggle: () => void }) => void;
}

/** Mounts the map in `container`; returns its cleanup. */
export function mountListingMap(container: HTMLElement, options: ListingMapOptions): () => void {
  const kind = basemapKind(options.basemap);
  const map = new MapLibreMap({
    container,
    style: basemapStyle(options.basemap),
    center: [options.longitude, options.latitude],
    zoom: kind === 'outline' ? OUTLINE_DETAIL_ZOOM : DETAIL_MAP_ZOOM,
    maxZoom: 21,
    attributionControl: kind === 'outline' ? false : { compact: true },
  });
  map.addControl(new NavigationControl({ showCompass: false }));
  recordDrawnPlaces(map, container);
  const pin = document.createElement('div');
  pin.className = styles.mapMarker ?? '';
  pin.setAttribute('role', 'img');
  pin.setAttribute('aria-label', options.pinLabel);
  new Marker({ element: pin }).setLngLat([options.longitude, options.latitude]).addTo(map);

  map.once('load', () => {
    const layers = (map.getStyle().layers ?? []).filter((layer: { id: string }) =>
      IMAGERY_LAYER.test(layer.id),
    );
    if (layers.length === 0) return;
    // The imagery starts shown: the detail map's type is hybrid when the style offers it.
    let on = true;
    const report = () =>
      options.onImagery({
        on,
        toggle: () => {
          on = !on;
          for (const layer of layers) {
            map.setLayoutProperty(layer.id, 'visibility', on ? 'visible' : 'none');
          }
          report();
        },
      });
    report();
  });
  return () => map.remove();
}
