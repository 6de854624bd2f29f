import { closeFreehandPath, type Position } from '@hearth/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { TerraDraw, TerraDrawFreehandMode } from 'terra-draw';
import { TerraDrawMapLibreGLAdapter } from 'terra-draw-maplibre-gl-adapter';

/**
 * Freehand drawing of a search area (§4) with mouse or touch. On finish the path is closed and
 * simplified (tolerance 0.001) by the domain rule and handed over; the sketch itself is cleared,
 * since the search area layer draws the result in red. The returned stop may be called more than
 * once, and must be called while the map still exists: the drawing clears its own layers.
 */
export function startFreehandDrawing(
  map: MapLibreMap,
  onArea: (ring: readonly Position[]) => void,
): () => void {
  const draw = new TerraDraw({
    adapter: new TerraDrawMapLibreGLAdapter({ map }),
    modes: [
      new TerraDrawFreehandMode({
        drawInteraction: 'click-move-or-drag',
        styles: {
          fillColor: '#d32f2f',
          outlineColor: '#d32f2f',
          fillOpacity: 0.15,
          outlineWidth: 2,
        },
      }),
    ],
  });
  draw.start();
  draw.setMode('freehand');
  draw.on('finish', (id) => {
    const feature = draw.getSnapshotFeature(id);
    const ring = feature?.geometry.type === 'Polygon' ? feature.geometry.coordinates[0] : undefined;
    const path = (ring ?? []).map(([lon = 0, lat = 0]) => [lon, lat] as const);
    const closed = closeFreehandPath(path);
    if (closed.ok) onArea(closed.value);
  });
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    draw.stop();
  };
}

/** A finished drawing's box, for zooming to it. */
export function ringBounds(ring: readonly Position[]) {
  const lons = ring.map(([lon]) => lon);
  const lats = ring.map(([, lat]) => lat);
  return {
    west: Math.min(...lons),
    east: Math.max(...lons),
    south: Math.min(...lats),
    north: Math.max(...lats),
  };
}
