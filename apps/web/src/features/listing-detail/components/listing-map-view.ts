import {
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  type StyleSpecification,
} from '../../../shared/map/maplibre';
import styles from './listing-detail.module.css';

/** The detail map's zoom (public-site.md §9). */
export const DETAIL_MAP_ZOOM = 19;

/** The offline basemap: no tiles, no network; the pin is what matters at this zoom. */
const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#dfe8dc' } }],
};

const IMAGERY_LAYER = /satellite|hybrid|imagery|aerial/i;

export interface ListingMapOptions {
  latitude: number;
  longitude: number;
  styleUrl: string;
  apiKey: string;
  pinLabel: string;
  /** Called when the style has imagery layers: a switch between satellite/hybrid and map. */
  onImagery: (imagery: { on: boolean; toggle: () => void }) => void;
}

/** Mounts the map in `container`; returns its cleanup. */
export function mountListingMap(container: HTMLElement, options: ListingMapOptions): () => void {
  const style = options.styleUrl
    ? options.styleUrl.replace('{key}', encodeURIComponent(options.apiKey))
    : OFFLINE_STYLE;
  const map = new MapLibreMap({
    container,
    style,
    center: [options.longitude, options.latitude],
    zoom: DETAIL_MAP_ZOOM,
    maxZoom: 21,
    attributionControl: false,
  });
  map.addControl(new NavigationControl({ showCompass: false }));
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
