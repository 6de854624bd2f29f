import type { MapMouseEvent } from 'maplibre-gl';

/**
 * True when a map click landed on an HTML marker or inside a popup. MapLibre reports those
 * clicks as clicks on the map too, so a popup that closes on every map click would close on the
 * very click that opened it.
 */
export function isMarkerClick(event: MapMouseEvent): boolean {
  const target = event.originalEvent.target;
  return (
    target instanceof Element && target.closest('.maplibregl-marker, .maplibregl-popup') !== null
  );
}
