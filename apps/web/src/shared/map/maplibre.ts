/**
 * MapLibre GL, ready to draw: every map of the site imports it from here, in its own lazily
 * loaded chunk. MapLibre 6 ships its worker as an ES module, which Vite bundles with its imports;
 * a map made before the worker's address is set never draws (no tiles, no controls, no pin).
 */
import { setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import 'maplibre-gl/dist/maplibre-gl.css';

setWorkerUrl(workerUrl);

export * from 'maplibre-gl';
