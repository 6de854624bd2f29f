import { basemapStyle, type BasemapSettings } from '../../../../shared/map/basemap';

/** 'map' is the configured basemap (provider, region tiles or outline); 'plain' is the quiet outline. */
export type BasemapType = 'map' | 'plain';

export function searchBasemapStyle(type: BasemapType, settings: BasemapSettings) {
  return basemapStyle(settings, type === 'plain');
}
