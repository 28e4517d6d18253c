import { publicCalendarApi } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { publicCalendar, publicCalendarIcs } from './public-calendar';

/** The anonymous calendar of approved upcoming runs, as JSON and as an iCalendar feed. */
export const publicCalendarFeature: Feature = {
  name: 'public-calendar',
  routes: routeTable(publicCalendarApi, '/api/public', 'anonymous', {
    public_calendar: ['GET', '/calendar', ({ deps, query }) => publicCalendar(deps, query)],
    public_calendar_ics: ['GET', '/calendar.ics', async ({ deps, query, culture, reply }) => {
      reply.header('Content-Disposition', 'inline; filename="calendar.ics"');
      return publicCalendarIcs(deps, query, culture);
    }],
  }),
};
