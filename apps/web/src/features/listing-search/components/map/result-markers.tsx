import type { Cluster, ListingRecord } from '@hearth/contracts';
import {
  clusterPrecision,
  formatClusterCount,
  groupStackedListings,
  hasMapMarker,
  mapLayerFor,
  shortPrice,
  type Bounds,
  type ListingFilters,
  type StackedGroup,
} from '@hearth/domain';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../../config/settings-context';
import { useWindowWidth } from '../../../../shared/lib/use-window-width';
import { useListingClusters } from '../../api/search-clusters';
import {
  markersThatFit,
  mergeOverlappingClusters,
  priceLabelWidth,
} from '../../utils/marker-collisions';
import { MapMarker } from './map-marker';
import { MapPopup } from './map-popup';
import styles from './search-map.module.css';

interface ResultMarkersProps {
  map: MapLibreMap;
  zoom: number;
  filters: ListingFilters;
  listings: readonly ListingRecord[];
  total: number;
  moveTo: (bounds: Bounds, maxZoom?: number) => void;
  onOpenListing: (listing: ListingRecord) => void;
}

/**
 * Server clusters at the precision of the zoom (§7) from 100 results, single and stacked markers
 * below that or from zoom 12 (§9). A cluster click zooms in; a stack click fits the group and
 * lists its listings.
 */
export function ResultMarkers({
  map,
  zoom,
  filters,
  listings,
  total,
  moveTo,
  onOpenListing,
}: ResultMarkersProps) {
  const { t } = useTranslation();
  const { bounds: serviceBounds } = useSettings();
  const layer = mapLayerFor(total, zoom);
  const precision = clusterPrecision(
    Math.floor(zoom),
    useWindowWidth() <= 768 ? 'mobile' : 'desktop',
  );
  const { data: clusters, isError } = useListingClusters(filters, precision, layer === 'clusters');
  const groups = useMemo(
    () => groupStackedListings(listings.filter((listing) => hasMapMarker(listing, serviceBounds))),
    [listings, serviceBounds],
  );
  const [open, setOpen] = useState<StackedGroup<ListingRecord> | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const camera = useCamera(map);
  const labelled = useLabelledMarkers(map, camera, layer === 'clusters' ? [] : groups);
  const drawnClusters = useDrawnClusters(map, camera, layer === 'clusters' ? clusters?.bundle : []);

  if (layer === 'clusters') {
    if (isError || !clusters) return null;
    return drawnClusters.map((cluster) => (
      <MapMarker key={cluster.key} map={map} lon={cluster.lon} lat={cluster.lat}>
        <button
          type="button"
          className={styles.cluster}
          data-size={cluster.doc_count >= 100 ? 'large' : 'small'}
          // The count as shown ('1.2k'): the name holds the visible text (WCAG 2.5.3).
          aria-label={t('search.map.cluster', {
            count: cluster.doc_count,
            shown: formatClusterCount(cluster.doc_count),
          })}
          onClick={() => moveTo(cluster.bounds, Math.min(21, Math.floor(zoom) + 3))}
        >
          {formatClusterCount(cluster.doc_count)}
        </button>
      </MapMarker>
    ));
  }
  return (
    <>
      {groups.map((group) => {
        const [first] = group.models;
        if (!first) return null;
        const stacked = group.models.length > 1;
        const price = typeof first.ListPrice === 'number' ? shortPrice(first.ListPrice) : '';
        const key = groupKey(group);
        // A price that would sit on another marker is a dot until the visitor zooms in.
        const dot = !stacked && !labelled.has(key);
        return (
          <MapMarker key={key} map={map} lon={group.bounds.lon} lat={group.bounds.lat}>
            <button
              type="button"
              className={stacked ? styles.stack : dot ? styles.dot : styles.marker}
              aria-label={
                stacked
                  ? t('search.map.atLocation', { count: group.models.length })
                  : t('search.map.listing', { address: first.UnparsedAddress ?? '', price })
              }
              onClick={() => {
                if (stacked) moveTo(group.bounds, 18);
                setOpen(group);
              }}
            >
              {stacked ? group.models.length : dot ? null : price}
            </button>
          </MapMarker>
        );
      })}
      {open && (
        <MapPopup
          map={map}
          lon={open.bounds.lon}
          lat={open.bounds.lat}
          listings={open.models}
          onOpen={onOpenListing}
          onClose={close}
        />
      )}
    </>
  );
}

function groupKey(group: StackedGroup<ListingRecord>): string {
  return `${group.bounds.lon},${group.bounds.lat}`;
}

/** Stacks (fixed size) first, then prices in the results' order: the first results win. */
const STACK_SIZE = 36;
const PRICE_HEIGHT = 26;

/** A number that changes after every move or zoom of the map: what is drawn is worked out again. */
function useCamera(map: MapLibreMap): number {
  const [camera, setCamera] = useState(0);
  useEffect(() => {
    const onMoveEnd = () => setCamera((n) => n + 1);
    map.on('moveend', onMoveEnd);
    return () => void map.off('moveend', onMoveEnd);
  }, [map]);
  return camera;
}

/**
 * The clusters as drawn at the map's current camera: the server's clusters, with those whose
 * circles would overlap on screen merged into one (counts summed, at their listings' middle,
 * a click fitting all their bounds), so no two circles ever sit on each other.
 */
function useDrawnClusters(
  map: MapLibreMap,
  camera: number,
  bundle: readonly Cluster[] | undefined,
): Cluster[] {
  return useMemo(() => {
    void camera;
    const byKey = new Map((bundle ?? []).map((cluster) => [cluster.key, cluster]));
    const circles = [...byKey.values()].map((cluster) => {
      const point = map.project([cluster.lon, cluster.lat]);
      return { keys: [cluster.key], x: point.x, y: point.y, count: cluster.doc_count };
    });
    return mergeOverlappingClusters(circles).map((circle) => {
      const members = circle.keys.flatMap((key) => byKey.get(key) ?? []);
      const [first] = members;
      if (members.length === 1 && first) return first;
      const { lng, lat } = map.unproject([circle.x, circle.y]);
      return {
        key: circle.keys.join('+'),
        doc_count: circle.count,
        lon: lng,
        lat,
        bounds: {
          north: Math.max(...members.map((m) => m.bounds.north)),
          south: Math.min(...members.map((m) => m.bounds.south)),
          east: Math.max(...members.map((m) => m.bounds.east)),
          west: Math.min(...members.map((m) => m.bounds.west)),
        },
      };
    });
  }, [map, bundle, camera]);
}

/** The keys of the groups whose marker keeps its label at the map's current camera. */
function useLabelledMarkers(
  map: MapLibreMap,
  camera: number,
  groups: readonly StackedGroup<ListingRecord>[],
): Set<string> {
  return useMemo(() => {
    void camera;
    const stacks = groups.filter((group) => group.models.length > 1);
    const singles = groups.filter((group) => group.models.length === 1);
    const boxes = [...stacks, ...singles].map((group) => {
      const point = map.project([group.bounds.lon, group.bounds.lat]);
      const price = group.models[0]?.ListPrice;
      const stacked = group.models.length > 1;
      return {
        key: groupKey(group),
        x: point.x,
        y: point.y,
        width: stacked
          ? STACK_SIZE
          : priceLabelWidth(typeof price === 'number' ? shortPrice(price) : ''),
        height: stacked ? STACK_SIZE : PRICE_HEIGHT,
      };
    });
    return markersThatFit(boxes);
  }, [map, groups, camera]);
}
