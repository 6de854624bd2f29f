import type { Bounds } from '@hearth/domain';
import type { StyleSpecification } from 'maplibre-gl';

/** 'map' is the provider's style when one is set (else the offline one); 'plain' is always offline. */
export type BasemapType = 'map' | 'plain';

/**
 * The offline basemap: a background and the region's outline. It needs no network, so the demo
 * map works anywhere; a tile provider's style replaces it when `mapStyleUrl` is set.
 */
export function offlineStyle(region: Bounds, type: BasemapType): StyleSpecification {
  const { north, south, east, west } = region;
  return {
    version: 8,
    sources: {
      region: {
        type: 'geojson',
        data: {
          type: 'Feature',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [west, south],
                [east, south],
                [east, north],
                [west, north],
                [west, south],
              ],
            ],
          },
        },
      },
    },
    layers: [
      {
        id: 'background',
        type: 'background',
        paint: { 'background-color': type === 'plain' ? '#eef0f3' : '#dfe8dc' },
      },
      {
        id: 'region-fill',
        type: 'fill',
        source: 'region',
        paint: { 'fill-color': '#ffffff', 'fill-opacity': type === 'plain' ? 0.5 : 0.35 },
      },
      {
        id: 'region-outline',
        type: 'line',
        source: 'region',
        paint: { 'line-color': '#4a5361', 'line-width': 2, 'line-dasharray': [2, 2] },
      },
    ],
  };
}

/** The provider's style URL with its publishable key: `{key}` is replaced, else `key=` is added. */
export function providerStyleUrl(url: string, key: string): string {
  if (!key) return url;
  if (url.includes('{key}')) return url.replace('{key}', encodeURIComponent(key));
  const full = new URL(url, window.location.href);
  full.searchParams.set('key', key);
  return full.toString();
}

export function basemapStyle(
  type: BasemapType,
  settings: { readonly mapStyleUrl: string; readonly mapApiKey: string; readonly bounds: Bounds },
): StyleSpecification | string {
  if (type === 'map' && settings.mapStyleUrl)
    return providerStyleUrl(settings.mapStyleUrl, settings.mapApiKey);
  return offlineStyle(settings.bounds, type);
}
