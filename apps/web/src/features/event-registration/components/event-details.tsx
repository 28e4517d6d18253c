import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { TFunction } from 'i18next';
import { formatDay, type PublicEvent } from '@portal/domain';

/** How many places are left ("n of m"), or the count when there is no limit; a full event says so in its own alert. */
export function placesText(t: TFunction, e: PublicEvent): string {
  if (e.placesLeft === null) return t('eventRegistration.public.unlimitedPlaces', { count: e.currentPeople });
  return t('eventRegistration.public.placesLeft', { left: e.placesLeft, max: e.maxPeople });
}

/** The facts of a public event: day, place, organiser, contact and places. */
export function EventDetails({ event }: { event: PublicEvent }) {
  const { t } = useTranslation();
  const { t: label } = useTranslation('event-registration', { keyPrefix: 'eventRegistration.public' });
  const entries: ['date' | 'place' | 'organizer' | 'contact' | 'places', ReactNode][] = [
    ['date', formatDay(event.eventDate)],
    ['place', `${event.city} (${event.country})`],
    ['organizer', event.organizerName],
    ['contact', <Link key="contact" href={`mailto:${event.contactEmail}`}>{event.contactEmail}</Link>],
    ['places', placesText(t, event)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: { xs: 0, sm: 1 }, m: 0, mb: 3 }}>
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1, sm: 0 } }}>
            {label(key)}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
