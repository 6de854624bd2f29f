import { Marker, type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface MapMarkerProps {
  map: MapLibreMap;
  lon: number;
  lat: number;
  children: ReactNode;
}

/** A DOM marker whose content React renders (a button, so markers work from the keyboard). */
export function MapMarker({ map, lon, lat, children }: MapMarkerProps) {
  const [element] = useState(() => document.createElement('div'));
  useEffect(() => {
    const marker = new Marker({ element }).setLngLat([lon, lat]).addTo(map);
    return () => {
      marker.remove();
    };
  }, [map, element, lon, lat]);
  return createPortal(children, element);
}
