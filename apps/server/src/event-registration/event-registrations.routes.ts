import { eventRegistrationsApi as api, eventRegistrationsCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import { offeredToRoleHolders } from './event-registrations.policy';
import { changeRegistration, createRegistration, getRegistration, listRegistrations, removeRegistration } from './event-registrations.service';
import { attendeesFile, informAttendees, listAttendees, removeAttendee } from './attendees.service';
import { downloadDisposition } from './attendees-workbook';
import { seedDemoEventRegistrations } from './event-registration.seed';

/**
 * Event registration (spec statistics.md §2.5): meetings of a club with a public sign-up, their
 * attendees and a mail to them. The area catalogue `event_registration_links` is offered to every
 * signed-in user holding a role, and the registry refuses every route of the area (403) to anyone
 * else; a registration is managed by its owner organisation and the admins above it.
 */
export const eventRegistrationFeature = catalogueArea(
  { name: 'event-registration', base: '/api/event-registrations', contract: api, catalogue: eventRegistrationsCatalogue, offered: offeredToRoleHolders, seed: { crowd: (db) => seedDemoEventRegistrations(db) } },
  {
    get_event_registrations: ['GET', '', (ctx) => listRegistrations(ctx, ctx.query)],
    new_event_reg: ['POST', '', (ctx) => createRegistration(ctx, ctx.body), { status: 201 }],
    get_by_id: ['GET', '/{guid}', (ctx) => getRegistration(ctx, ctx.params.guid)],
    update_event_reg: ['PUT', '/{guid}', (ctx) => changeRegistration(ctx, ctx.params.guid, ctx.body)],
    delete_event_reg: ['DELETE', '/{guid}', (ctx) => removeRegistration(ctx, ctx.params.guid)],
    inform_attendees: ['POST', '/{guid}/mail', (ctx) => informAttendees(ctx, ctx.params.guid, ctx.body.content)],
    get_attendees: ['GET', '/{guid}/attendees', (ctx) => listAttendees(ctx, ctx.params.guid)],
    remove_attendee: ['DELETE', '/{guid}/attendees/{attendeeId}', (ctx) => removeAttendee(ctx, ctx.params.guid, ctx.params.attendeeId)],
    export_attendees: ['GET', '/{guid}/attendees/export', async ({ deps, auth, access, culture, params, reply }) => {
      const file = await attendeesFile({ deps, auth, access }, culture, params.guid);
      reply.header('Content-Disposition', downloadDisposition(file.fileName));
      return file.data;
    }],
  },
);
