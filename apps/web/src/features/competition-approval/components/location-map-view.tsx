import 'leaflet/dist/leaflet.css';
import Box from '@mui/material/Box';
import { divIcon, type LatLng } from 'leaflet';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, ZoomControl, useMap, useMapEvents } from 'react-leaflet';
import { useTranslation } from '../../../lib/use-translation';

/** Where the map looks without a pin: Germany as a whole. */
export const GERMANY = { center: [51.1657, 10.4515] as [number, number], zoom: 5 };
/** The zoom a pin is shown at when the map centres on it. */
const PIN_ZOOM = 13;

const tileUrl: string = import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const attribution = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The pin as inline SVG, so that no marker images have to be bundled or served. */
const pin = divIcon({
  className: '',
  html: '<svg xmlns="http://www.w3.org/2000/svg" width="28" height="40" viewBox="0 0 28 40" aria-hidden="true"><path d="M14 0C6.3 0 0 6.3 0 14c0 10.5 14 26 14 26s14-15.5 14-26C28 6.3 21.7 0 14 0z" fill="#b71c1c"/><circle cx="14" cy="14" r="5.5" fill="#fff"/></svg>',
  iconSize: [28, 40],
  iconAnchor: [14, 40],
});

/** A clicked point as the coordinate fields store it: 5 decimals (about a metre), longitude within ±180. */
export function pickedCoordinates(latlng: Pick<LatLng, 'lat' | 'lng'>): { latitude: number; longitude: number } {
  const round = (value: number) => Math.round(value * 1e5) / 1e5;
  const longitude = ((((latlng.lng + 180) % 360) + 360) % 360) - 180;
  return { latitude: round(latlng.lat), longitude: round(longitude) };
}

/** The pin's position when both coordinates are usable numbers, else null. */
export function pinPosition(latitude: number | null, longitude: number | null): [number, number] | null {
  if (latitude === null || longitude === null || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return [latitude, longitude];
}

function PickOnClick({ onPick }: { onPick: (latitude: number, longitude: number) => void }) {
  useMapEvents({
    click: (event) => {
      const { latitude, longitude } = pickedCoordinates(event.latlng);
      onPick(latitude, longitude);
    },
  });
  return null;
}

/** Keeps the pin in view when the coordinates are typed or picked. */
function FollowPin({ position }: { position: [number, number] | null }) {
  const map = useMap();
  const [lat, lng] = position ?? [null, null];
  useEffect(() => {
    if (lat === null || lng === null) return;
    const inView = map.getBounds().contains([lat, lng]);
    if (!inView || map.getZoom() < PIN_ZOOM) map.setView([lat, lng], Math.max(map.getZoom(), PIN_ZOOM));
  }, [map, lat, lng]);
  return null;
}

export interface LocationMapViewProps {
  latitude: number | null;
  longitude: number | null;
  /** Absent in read-only mode: clicks do nothing. */
  onPick?: (latitude: number, longitude: number) => void;
  /** Accessible name of the map. */
  label: string;
  pinLabel: string;
}

/**
 * The Leaflet map of the event location. Without tiles (offline) the map stays grey, but the pin,
 * clicks and the coordinate fields keep working.
 */
export function LocationMapView({ latitude, longitude, onPick, label, pinLabel }: LocationMapViewProps) {
  const { t } = useTranslation();
  const position = pinPosition(latitude, longitude);
  return (
    <Box role="region" aria-label={label} sx={{ height: '100%', '& .leaflet-container': { height: '100%', width: '100%', borderRadius: 1 } }}>
      <MapContainer center={position ?? GERMANY.center} zoom={position ? PIN_ZOOM : GERMANY.zoom} scrollWheelZoom={false} zoomControl={false}>
        <ZoomControl position="topleft" zoomInTitle={t('approvalMap.zoomIn')} zoomOutTitle={t('approvalMap.zoomOut')} />
        {/* The tile servers' usage policy asks for the referring site; the portal sends no referrer elsewhere. */}
        <TileLayer url={tileUrl} attribution={attribution} referrerPolicy="strict-origin" />
        {position && <Marker position={position} icon={pin} title={pinLabel} alt={pinLabel} keyboard={false} />}
        {onPick && <PickOnClick onPick={onPick} />}
        <FollowPin position={position} />
      </MapContainer>
    </Box>
  );
}
