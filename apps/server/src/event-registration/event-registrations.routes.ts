import { eventRegistrationsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToRoleHolders } from './event-registrations.policy';
import { changeRegistration, createRegistration, getRegistration, listRegistrations, removeRegistration } from './event-registrations.service';
import { attendeesFile, informAttendees, listAttendees, removeAttendee } from './attendees.service';
import { downloadDisposition } from './attendees-workbook';
import { seedDemoEventRegistrations } from './event-registration.seed';

const base = '/api/event-registrations';

/**
 * Event registration (spec statistics.md §2.5): meetings of a club with a public sign-up, their
 * attendees and a mail to them. The area catalogue `event_registration_links` is offered to every
 * signed-in user holding a role, and the registry refuses every route of the area (403) to anyone
 * else; a registration is managed by its owner organisation and the admins above it.
 */
export const eventRegistrationFeature: Feature = {
  name: 'event-registration',
  seed: { crowd: (db) => seedDemoEventRegistrations(db) },
  catalogue: {
    rel: 'event_registration_links',
    path: `${base}/links`,
    offered: offeredToRoleHolders,
  },
  routes: [
    route({
      endpoint: api.get_event_registrations,
      method: 'GET',
      path: base,
      access: 'user',
      handler: (ctx) => listRegistrations(ctx, ctx.query),
    }),
    route({
      endpoint: api.new_event_reg,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: (ctx) => createRegistration(ctx, ctx.body),
    }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{guid}`,
      access: 'user',
      handler: (ctx) => getRegistration(ctx, ctx.params.guid),
    }),
    route({
      endpoint: api.update_event_reg,
      method: 'PUT',
      path: `${base}/{guid}`,
      access: 'user',
      handler: (ctx) => changeRegistration(ctx, ctx.params.guid, ctx.body),
    }),
    route({
      endpoint: api.delete_event_reg,
      method: 'DELETE',
      path: `${base}/{guid}`,
      access: 'user',
      handler: (ctx) => removeRegistration(ctx, ctx.params.guid),
    }),
    route({
      endpoint: api.inform_attendees,
      method: 'POST',
      path: `${base}/{guid}/mail`,
      access: 'user',
      handler: (ctx) => informAttendees(ctx, ctx.params.guid, ctx.body.content),
    }),
    route({
      endpoint: api.get_attendees,
      method: 'GET',
      path: `${base}/{guid}/attendees`,
      access: 'user',
      handler: (ctx) => listAttendees(ctx, ctx.params.guid),
    }),
    route({
      endpoint: api.remove_attendee,
      method: 'DELETE',
      path: `${base}/{guid}/attendees/{attendeeId}`,
      access: 'user',
      handler: (ctx) => removeAttendee(ctx, ctx.params.guid, ctx.params.attendeeId),
    }),
    route({
      endpoint: api.export_attendees,
      method: 'GET',
      path: `${base}/{guid}/attendees/export`,
      access: 'user',
      handler: async ({ deps, auth, access, culture, params, reply }) => {
        const file = await attendeesFile({ deps, auth, access }, culture, params.guid);
        reply.header('Content-Disposition', downloadDisposition(file.fileName));
        return file.data;
      },
    }),
  ],
};
