/**
 * The maps' basemap, in order of preference: the provider's style (`mapStyleUrl`), the region's
 * own PMTiles extract drawn with the Protomaps style (`basemapUrl`), else the offline outline map
 * (counties, state lines and towns from our server). None of the last two reach another server:
 * the styles have no glyphs address, so MapLibre draws their labels with the browser's own fonts,
 * and no sprite (the few icons the Protomaps style names are left out).
 */
import { BASEMAP_OUTLINE_PATH, type PublicSettings } from '@hearth/contracts';
import { layers, namedFlavor } from '@protomaps/basemaps';
import type { LayerSpecification, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import { Protocol } from 'pmtiles';
import { addProtocol } from './maplibre';

export type BasemapSettings = Pick<PublicSettings, 'mapStyleUrl' | 'mapApiKey' | 'basemapUrl'>;

/** Which basemap the settings give: a provider's style, the region's tiles or the outline. */
export type BasemapKind = 'provider' | 'tiles' | 'outline';

export function basemapKind(settings: BasemapSettings): BasemapKind {
  if (settings.mapStyleUrl) return 'provider';
  return settings.basemapUrl ? 'tiles' : 'outline';
}

/** The provider's style URL with its publishable key: `{key}` is replaced, else `key=` is added. */
export function providerStyleUrl(url: string, key: string): string {
  if (!key) return url;
  if (url.includes('{key}')) return url.replace('{key}', encodeURIComponent(key));
  const full = new URL(url, window.location.href);
  full.searchParams.set('key', key);
  return full.toString();
}

/** Labels use the site's typeface when the browser has it, else its sans-serif. */
const REGULAR = 'Noto Sans Regular';
const MEDIUM = 'Noto Sans Medium';

let protocolAdded = false;

/** The region's vector tiles, read from the PMTiles archive in ranges. */
export function tilesStyle(archiveUrl: string): StyleSpecification {
  if (!protocolAdded) {
    addProtocol('pmtiles', new Protocol().tile);
    protocolAdded = true;
  }
  const url = new URL(archiveUrl, window.location.href).toString();
  // Points of interest need the style's sprite; the map is about homes, so they are left out.
  const flavor = { ...namedFlavor('light'), pois: undefined, regular: REGULAR, bold: MEDIUM };
  const drawn = layers('protomaps', flavor, { lang: 'en' }).map(withoutIcons);
  return {
    version: 8,
    sources: {
      protomaps: {
        type: 'vector',
        url: `pmtiles://${url}`,
        attribution: '© OpenStreetMap contributors',
      },
    },
    layers: drawn as LayerSpecification[],
  };
}

function withoutIcons<T extends { layout?: object }>(layer: T): T {
  if (!layer.layout || !('icon-image' in layer.layout)) return layer;
  const layout: Record<string, unknown> = { ...layer.layout };
  for (const key of Object.keys(layout)) if (key.startsWith('icon-')) delete layout[key];
  return { ...layer, layout };
}

const LAND = '#f2efe6';
const INK = '#27303b';
const HALO = '#ffffff';

/**
 * The offline outline map: counties with their names, county and state lines, and the towns of
 * the listings (their areas and names). `plain` is quieter, for a visitor who wants the markers alone.
 */
export function outlineStyle(plain = false): StyleSpecification {
  const data = new URL(BASEMAP_OUTLINE_PATH, window.location.href).toString();
  const kind = (value: string) => ['==', ['get', 'kind'], value] as never;
  return {
    version: 8,
    sources: { outline: { type: 'geojson', data } },
    layers: [
      { id: 'land', type: 'background', paint: { 'background-color': plain ? '#f4f5f7' : LAND } },
      {
        id: 'counties',
        type: 'fill',
        source: 'outline',
        filter: kind('county'),
        paint: { 'fill-color': plain ? '#f7f8fa' : '#f8f6ef', 'fill-outline-color': '#c9c3b4' },
      },
      {
        // Where each town is built up, drawn by the server from where its listings are.
        id: 'town-areas',
        type: 'fill',
        source: 'outline',
        filter: kind('town-area'),
        paint: {
          'fill-color': plain ? '#eceef2' : '#ebe4d2',
          'fill-opacity': ['interpolate', ['linear'], ['zoom'], 6, 0.7, 12, 1],
        },
      },
      {
        id: 'town-area-lines',
        type: 'line',
        source: 'outline',
        filter: kind('town-area'),
        minzoom: 9,
        paint: { 'line-color': plain ? '#d5d9e0' : '#d6ccb4', 'line-width': 1 },
      },
      {
        id: 'county-lines',
        type: 'line',
        source: 'outline',
        filter: kind('county-line'),
        paint: {
          'line-color': '#8f96a0',
          'line-width': ['interpolate', ['linear'], ['zoom'], 6, 0.8, 12, 1.6],
          'line-dasharray': [4, 2],
        },
      },
      {
        id: 'state-lines',
        type: 'line',
        source: 'outline',
        filter: kind('state-line'),
        paint: { 'line-color': '#6b7380', 'line-width': 2 },
      },
      {
        id: 'county-names',
        type: 'symbol',
        source: 'outline',
        filter: kind('county-label'),
        maxzoom: 12,
        layout: {
          'text-field': ['upcase', ['get', 'name']],
          'text-font': [REGULAR],
          'text-size': ['interpolate', ['linear'], ['zoom'], 6, 11, 10, 15],
          'text-letter-spacing': 0.2,
          'text-max-width': 8,
        },
        paint: { 'text-color': '#6f7782', 'text-halo-color': HALO, 'text-halo-width': 1.2 },
      },
      {
        id: 'town-dots',
        type: 'circle',
        source: 'outline',
        filter: kind('town'),
        maxzoom: 11,
        paint: {
          'circle-radius': ['interpolate', ['linear'], ['get', 'listings'], 3, 2, 1000, 4],
          'circle-color': '#56606c',
          'circle-stroke-color': HALO,
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'town-names',
        type: 'symbol',
        source: 'outline',
        filter: kind('town'),
        layout: {
          'text-field': ['get', 'name'],
          'text-font': [MEDIUM],
          'text-size': [
            'interpolate',
            ['linear'],
            ['zoom'],
            7,
            ['step', ['get', 'listings'], 11, 100, 12, 1000, 14],
            12,
            ['step', ['get', 'listings'], 14, 100, 16, 1000, 19],
          ],
          // The busier town keeps its name where two would collide.
          'symbol-sort-key': ['-', 0, ['get', 'listings']],
          'text-variable-anchor': ['top', 'bottom', 'left', 'right'],
          'text-radial-offset': 0.5,
          'text-padding': 4,
        },
        paint: { 'text-color': INK, 'text-halo-color': HALO, 'text-halo-width': 1.6 },
      },
    ],
  };
}

/** The style for the settings; `plain` asks for the quiet offline map whatever is configured. */
export function basemapStyle(
  settings: BasemapSettings,
  plain = false,
): StyleSpecification | string {
  if (plain) return outlineStyle(true);
  switch (basemapKind(settings)) {
    case 'provider':
      return providerStyleUrl(settings.mapStyleUrl, settings.mapApiKey);
    case 'tiles':
      return tilesStyle(settings.basemapUrl);
    case 'outline':
      return outlineStyle();
  }
}

/** The layers that name places: the outline map's and the Protomaps style's. */
const PLACE_LAYERS = ['town-names', 'county-names', 'places_locality', 'places_region'];

/**
 * Keeps the names of the places the map shows on `element.dataset.places` (`|`-separated) after
 * each redraw, and the towns whose areas it draws on `element.dataset.areas`: the map lives in a
 * canvas, and this is how tools and tests can read it.
 */
export function recordDrawnPlaces(map: MapLibreMap, element: HTMLElement): void {
  const drawnNames = (ids: readonly string[]): string | undefined => {
    const layers = ids.filter((id) => map.getLayer(id));
    if (layers.length === 0) return undefined;
    const names = new Set<string>();
    for (const feature of map.queryRenderedFeatures({ layers })) {
      const name: unknown = feature.properties.name;
      if (typeof name === 'string' && name) names.add(name);
    }
    return [...names].sort().join('|');
  };
  map.on('idle', () => {
    const places = drawnNames(PLACE_LAYERS);
    if (places !== undefined) element.dataset.places = places;
    const areas = drawnNames(['town-areas']);
    if (areas !== undefined) element.dataset.areas = areas;
  });
}
