import type { ReactElement } from 'react';
import { competitionApprovalApi, type CompetitionApproval, type CompetitionApprovalRow, type Link, type RoleCode } from '@portal/domain';
import type { Session } from '../../../session/session';
import { linkTo } from '../../../testing/api-handlers';
import { anonymousSession, renderPages as renderRoutes, signedInSession } from '../../../testing/render-pages';
import { competitionApprovalFeature } from '../feature';

/**
 * Test support for the pages of the area (no shipped code uses it): applications and rows as the server answers them, sessions, and a memory
 * router that knows every route of the area.
 */

/** A link of application 7 to the area's call `rel`; `params` fill the rest of its path (an attachment's id, an approver's organisation). */
export const link = (rel: keyof typeof competitionApprovalApi, params: Record<string, number> = {}): Link => linkTo(competitionApprovalApi[rel], { id: 7, ...params });

const finisherFields = {
  finisher_Women_Active: null,
  finisher_Women_U2018: null,
  finisher_Women_U1614: null,
  finisher_Women_U12: null,
  finisher_Women_Masters: null,
  finisher_Men_Active: null,
  finisher_Men_U2018: null,
  finisher_Men_U1614: null,
  finisher_Men_U12: null,
  finisher_Men_Masters: null,
  totalSum_Runners: null,
  totalSum_Others: null,
  totalSum_Walker: null,
};

/** A list row in state 0 of club 15; `over` replaces fields. */
export function sampleRow(over: Partial<CompetitionApprovalRow> = {}): CompetitionApprovalRow {
  return {
    id: 7,
    version: 3,
    competitionState: 0,
    name: 'Stadtlauf Darmstadt',
    ownerOrganizationId: 15,
    ownerOrganizationName: 'ASC Darmstadt',
    competitionType: 1,
    startDate: '2030-05-01T09:30',
    endDate: '2030-05-01',
    entryEndDate: null,
    nationalCode: 'HE-2030-0007',
    nation: 'GER',
    country: 'Deutschland',
    eventLocation_Town: 'Darmstadt',
    eventLocation_Region_Id: 3,
    eventLocation_Area_Id: null,
    eventLocation_District_Id: null,
    eventLocation_RegionName: 'Hessen',
    eventLocation_AreaName: null,
    eventLocation_DistrictName: null,
    competitionCategory: 16,
    competitionSubType: 1,
    contact_Website: 'http://stadtlauf.example',
    createdAt: '2029-01-01T10:00:00Z',
    createdByUsername: 'anna',
    changedAt: '2029-01-02T10:00:00Z',
    changedByUsername: 'anna',
    receipt_At: null,
    billing_Filename: null,
    invoiceNumber: null,
    finishersSentAt: null,
    approvals: [],
    links: [link('get_by_id')],
    ...over,
  };
}

/** A complete application (the row's fields and the rest); `over` replaces fields. */
export function sampleApplication(over: Partial<CompetitionApproval> = {}): CompetitionApproval {
  return {
    ...sampleRow(),
    competitionApprovalType: 2,
    onlyWithLicense: false,
    nonProfit: false,
    nonProfitReason: null,
    fees: true,
    firstTimeEvent: false,
    linkEntrySystem: null,
    additionalComment: null,
    cancelationReason: null,
    contact_PersonTitel: 1,
    contact_Firstname: 'Anna',
    contact_Lastname: 'Läufer',
    contact_Street: 'Hauptstraße 1',
    contact_StreetAddition: null,
    contact_Zip: '64283',
    contact_Town: 'Darmstadt',
    contact_Phone: '06151 12345',
    contact_Mobile: null,
    contact_Fax: null,
    contact_Email: 'anna@example.org',
    contact_ExtraInfos: null,
    eventLocation_Startplace: 'Marktplatz',
    eventLocation_Street: 'Markt 1',
    eventLocation_Zip: '64283',
    eventLocation_Latitude: 49.87282,
    eventLocation_Longitude: 8.65119,
    offsite_Arrival_Street: null,
    offsite_Arrival_Zip: null,
    offsite_Arrival_Town: null,
    offsite_Arrival_Latitude: null,
    offsite_Arrival_Longitude: null,
    classes: [
      { id: 1, definitionClassId: 'M', longname: 'Männer', order: 1 },
      { id: 2, definitionClassId: 'W', longname: 'Frauen', order: 2 },
    ],
    events: [
      { id: 1, definitionEventId: '10K', longname: '10 km Straßenlauf', order: 1, courseLength: 10_000_000, measurement: 'm', enduranceEventType: 0, measurementProtocol: '2029-03-02', protocolAvailable: true },
      { id: 2, definitionEventId: 'HM', longname: 'Halbmarathon', order: 2, courseLength: 21_097_500, measurement: 'm', enduranceEventType: 0, measurementProtocol: '2029-03-02', protocolAvailable: true },
    ],
    eventClasses: [{ eventId: 1, classId: 1 }],
    ...finisherFields,
    otherContact: false,
    billing_ClubCompany: null,
    billing_Titel: null,
    billing_Firstname: null,
    billing_Lastname: null,
    billing_Street: null,
    billing_Zip: null,
    billing_Town: null,
    billing_Mail: null,
    attachments: [],
    history: [],
    clashes: [],
    startPassed: false,
    ...over,
  };
}

/** A signed-in user of club 15 (OrgUser), or with `roles` as given. */
export function testSession(over: Partial<Session> = {}, roles: RoleCode[] = ['OrgUser']): Session {
  return signedInSession(roles, {
    user: { id: 5, firstName: 'Bernd', lastName: 'Berger', fullName: 'Bernd Berger', email: 'bernd@example.org', masterOrganization: { value: 1, text: 'DLV' } },
    organizationId: 15,
    organizations: [{ value: 15, text: 'ASC Darmstadt', type: 'Club', externalId: null }],
    ...over,
  } as Partial<Session>);
}

export { anonymousSession };

/** Renders the pages given by route name at `path`, the area's other routes and the dashboard by name; see `renderPages` of testing. */
export function renderPages(path: string, pages: Record<string, ReactElement>, session: Session = testSession()) {
  return renderRoutes({ routes: [...competitionApprovalFeature.routes.map((r) => r.name), 'dashboard'], path, pages, session });
}

/** Renders `element` on the route `routeName` at `path` (see `renderPages`). */
export function renderRoute(routeName: string, path: string, element: ReactElement, session: Session = testSession()) {
  return renderPages(path, { [routeName]: element }, session);
}
