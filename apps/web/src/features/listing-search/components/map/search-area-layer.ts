import { parsePoly } from '@hearth/domain';
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';

const SOURCE = 'search-area';
/** The drawn search area is shown in red (§4). */
const RED = '#d32f2f';

/** Shows the `poly` filter on the map in red, or nothing; call again after a style change. */
export function showSearchArea(map: MapLibreMap, poly: string | undefined): void {
  const ring = poly ? parsePoly(poly) : null;
  const data: GeoJSON.FeatureCollection = {
    type: 'FeatureCollection',
    features: ring?.ok
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'Polygon', coordinates: [ring.value.map((p) => [...p])] },
          },
        ]
      : [],
  };
  const source = map.getSource<GeoJSONSource>(SOURCE);
  if (source) {
    source.setData(data);
    return;
  }
  map.addSource(SOURCE, { type: 'geojson', data });
  map.addLayer({
    id: `${SOURCE}-fill`,
    type: 'fill',
    source: SOURCE,
    paint: { 'fill-color': RED, 'fill-opacity': 0.12 },
  });
  map.addLayer({
    id: `${SOURCE}-line`,
    type: 'line',
    source: SOURCE,
    paint: { 'line-color': RED, 'line-width': 3 },
  });
}
