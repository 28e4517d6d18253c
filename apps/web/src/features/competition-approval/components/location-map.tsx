import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/use-translation';

// Leaflet and its styles load only when a form with a map opens, not with the first page.
const LocationMapView = lazy(() => import('./location-map-view').then((m) => ({ default: m.LocationMapView })));

export interface LocationMapProps {
  latitude: number | null;
  longitude: number | null;
  /** The start place, named on the pin. */
  place: string;
  /** Sets the coordinates from a click; absent in read-only mode. */
  onPick?: (latitude: number, longitude: number) => void;
}

const HEIGHT = 320;

/** The map of the event location: the start place as a pin; a click sets latitude and longitude. */
export function LocationMap({ latitude, longitude, place, onPick }: LocationMapProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ my: 2 }}>
      <Box sx={{ height: HEIGHT, bgcolor: 'grey.300', borderRadius: 1 }}>
        <Suspense fallback={<Skeleton variant="rectangular" height={HEIGHT} aria-label={t('app.loading')} />}>
          <LocationMapView
            latitude={latitude}
            longitude={longitude}
            onPick={onPick}
            label={t('approvalMap.label')}
            pinLabel={place.trim() || t('approvalMap.pin')}
          />
        </Suspense>
      </Box>
      {onPick && (
        <Typography variant="caption" color="text.secondary">
          {t('approvalMap.hint')}
        </Typography>
      )}
    </Box>
  );
}
