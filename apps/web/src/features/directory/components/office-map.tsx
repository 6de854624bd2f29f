/**
 * The directory's map of offices (loaded in its own chunk), on the site's basemap; offices are a clustered GeoJSON source drawn as HTML markers, which are buttons a
 * keyboard reaches: a cluster zooms in, an office opens a popup linking to its page.
 */
import type { OfficeRecord } from '@hearth/contracts';
import { formatClusterCount } from '@hearth/domain';
import type {
  GeoJSONSource,
  Map as MapLibreMap,
  MapMouseEvent,
  MapSourceDataEvent,
} from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useSettings } from '../../../config/settings-context';
import { isMarkerClick } from '../../../shared/lib/map-marker-click';
import {
  basemapKind,
  basemapStyle,
  recordDrawnPlaces,
  type BasemapSettings,
} from '../../../shared/map/basemap';
import * as maplibregl from '../../../shared/map/maplibre';
import styles from './office-map.module.css';

export interface OfficeMapProps {
  offices: readonly OfficeRecord[];
  label: string;
  officeHref: (office: OfficeRecord) => string;
  onOpen: (href: string) => void;
  clusterLabel: (count: number) => string;
}

type OfficePoint = GeoJSON.Feature<GeoJSON.Point, { id: string }>;

function toFeatures(offices: readonly OfficeRecord[]): GeoJSON.FeatureCollection<GeoJSON.Point> {
  const features: OfficePoint[] = [];
  for (const office of offices) {
    const { Latitude: lat, Longitude: lon } = office;
    if (typeof lat !== 'number' || typeof lon !== 'number' || (lat === 0 && lon === 0)) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [lon, lat] },
      properties: { id: office.id },
    });
  }
  return { type: 'FeatureCollection', features };
}

export default function OfficeMap(props: OfficeMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { mapStyleUrl, mapApiKey, basemapUrl } = useSettings();
  const basemap = useRef<BasemapSettings>({ mapStyleUrl, mapApiKey, basemapUrl });

  useEffect(() => {
    if (!container.current) return undefined;
    const map = new maplibregl.Map({
      container: container.current,
      style: basemapStyle(basemap.current),
      center: [-121.49, 38.58],
      zoom: 8,
      attributionControl: basemapKind(basemap.current) === 'outline' ? false : { compact: true },
    });
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }));
    recordDrawnPlaces(map, container.current);
    mapRef.current = map;
    const markers = new Map<string, maplibregl.Marker>();
    // One popup at a time; it closes on a click on the map itself (not on the pin that opened it).
    let popup: maplibregl.Popup | null = null;
    map.on('click', (event: MapMouseEvent) => {
      if (!isMarkerClick(event)) popup?.remove();
    });

    const render = () => {
      if (!map.getSource('offices')) return;
      const seen = new Set<string>();
      for (const feature of map.querySourceFeatures('offices')) {
        const point = feature.geometry as GeoJSON.Point;
        const props = feature.properties as Record<string, unknown>;
        const clusterId = props.cluster_id as number | undefined;
        const key = clusterId !== undefined ? `c${clusterId}` : `o${String(props.id)}`;
        if (seen.has(key)) continue;
        seen.add(key);
        if (markers.has(key)) continue;
        const button = document.createElement('button');
        button.type = 'button';
        if (clusterId !== undefined) {
          const count = Number(props.point_count);
          button.className = styles.cluster ?? '';
          button.textContent = formatClusterCount(count);
          button.setAttribute('aria-label', latest.current.clusterLabel(count));
          button.addEventListener('click', () => {
            const source = map.getSource<GeoJSONSource>('offices');
            void source?.getClusterExpansionZoom(clusterId).then((zoom: number) => {
              map.easeTo({ center: point.coordinates as [number, number], zoom });
            });
          });
        } else {
          const office = latest.current.offices.find((o) => o.id === String(props.id));
          if (!office) continue;
          button.className = styles.marker ?? '';
          button.setAttribute('aria-label', office.OfficeName ?? '');
          button.addEventListener('click', () => {
            const link = document.createElement('a');
            const href = latest.current.officeHref(office);
            link.href = href;
            link.textContent = office.OfficeName ?? '';
            link.addEventListener('click', (event) => {
              event.preventDefault();
              latest.current.onOpen(href);
            });
            const body = document.createElement('div');
            body.append(link);
            if (office.OfficeCity) body.append(document.createElement('br'), office.OfficeCity);
            popup?.remove();
            popup = new maplibregl.Popup({ offset: 12, closeOnClick: false })
              .setLngLat(point.coordinates as [number, number])
              .setDOMContent(body)
              .addTo(map);
          });
        }
        markers.set(
          key,
          new maplibregl.Marker({ element: button })
            .setLngLat(point.coordinates as [number, number])
            .addTo(map),
        );
      }
      for (const [key, marker] of markers) {
        if (!seen.has(key)) {
          marker.remove();
          markers.delete(key);
        }
      }
    };
    map.on('load', () => {
      map.addSource('offices', {
        type: 'geojson',
        data: toFeatures(latest.current.offices),
        cluster: true,
        clusterRadius: 48,
        clusterMaxZoom: 14,
      });
      // An invisible layer keeps the source's features loaded for the HTML markers.
      map.addLayer({
        id: 'office-points',
        type: 'circle',
        source: 'offices',
        paint: { 'circle-radius': 1, 'circle-opacity': 0 },
      });
      fit(map, latest.current.offices, basemap.current);
    });
    map.on('sourcedata', (event: MapSourceDataEvent) => {
      if (event.sourceId === 'offices') render();
    });
    map.on('moveend', render);
    return () => {
      for (const marker of markers.values()) marker.remove();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const source = map?.getSource<GeoJSONSource>('offices');
    if (!map || !source) return;
    source.setData(toFeatures(props.offices));
    fit(map, props.offices, basemap.current);
  }, [props.offices]);

  return (
    <div
      ref={container}
      className={styles.map}
      role="region"
      aria-label={props.label}
      data-office-count={toFeatures(props.offices).features.length}
    />
  );
}

function fit(map: MapLibreMap, offices: readonly OfficeRecord[], basemap: BasemapSettings) {
  const features = toFeatures(offices).features;
  if (features.length === 0) return;
  const bounds = new maplibregl.LngLatBounds();
  for (const feature of features) bounds.extend(feature.geometry.coordinates as [number, number]);
  // The outline map has no streets: closer than a town's scale it would show nothing.
  const maxZoom = basemapKind(basemap) === 'outline' ? 10 : 14;
  map.fitBounds(bounds, { padding: 40, maxZoom, duration: 0 });
}
