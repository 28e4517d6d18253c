import { publicCalendarApi } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { publicCalendar, publicCalendarIcs } from './public-calendar';

/** The anonymous calendar of approved upcoming runs, as JSON and as an iCalendar feed. */
export const publicCalendarFeature: Feature = {
  name: 'public-calendar',
  routes: [
    route({
      endpoint: publicCalendarApi.public_calendar,
      method: 'GET',
      path: '/api/public/calendar',
      access: 'anonymous',
      handler: ({ deps, query }) => publicCalendar(deps, query),
    }),
    route({
      endpoint: publicCalendarApi.public_calendar_ics,
      method: 'GET',
      path: '/api/public/calendar.ics',
      access: 'anonymous',
      handler: async ({ deps, query, culture, reply }) => {
        reply.header('Content-Disposition', 'inline; filename="calendar.ics"');
        return publicCalendarIcs(deps, query, culture);
      },
    }),
  ],
};
