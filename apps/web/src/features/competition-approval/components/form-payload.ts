import type { CompetitionApproval, CompetitionApprovalUpdate } from '@portal/domain';

/**
 * The whole application as `update_comp` takes it, built from the loaded application: every field
 * of the update schema and the version it was read at. `Required` makes the compiler insist on
 * every field, so a step that replaces only its own fields never drops the others.
 */
export function updateBodyOf(app: CompetitionApproval): Required<CompetitionApprovalUpdate> {
  return {
    version: app.version,
    name: app.name,
    ownerOrganizationId: app.ownerOrganizationId,
    competitionType: app.competitionType,
    startDate: app.startDate,
    endDate: app.endDate,
    entryEndDate: app.entryEndDate,
    nation: app.nation,
    nonProfit: app.nonProfit,
    nonProfitReason: app.nonProfitReason,
    fees: app.fees,
    firstTimeEvent: app.firstTimeEvent,
    linkEntrySystem: app.linkEntrySystem,
    additionalComment: app.additionalComment,
    contact_PersonTitel: app.contact_PersonTitel,
    contact_Firstname: app.contact_Firstname,
    contact_Lastname: app.contact_Lastname,
    contact_Street: app.contact_Street,
    contact_StreetAddition: app.contact_StreetAddition,
    contact_Zip: app.contact_Zip,
    contact_Town: app.contact_Town,
    contact_Phone: app.contact_Phone,
    contact_Mobile: app.contact_Mobile,
    contact_Fax: app.contact_Fax,
    contact_Email: app.contact_Email,
    contact_Website: app.contact_Website,
    contact_ExtraInfos: app.contact_ExtraInfos,
    eventLocation_Startplace: app.eventLocation_Startplace,
    eventLocation_Street: app.eventLocation_Street,
    eventLocation_Zip: app.eventLocation_Zip,
    eventLocation_Town: app.eventLocation_Town,
    eventLocation_Latitude: app.eventLocation_Latitude,
    eventLocation_Longitude: app.eventLocation_Longitude,
    eventLocation_Region_Id: app.eventLocation_Region_Id,
    eventLocation_Area_Id: app.eventLocation_Area_Id,
    eventLocation_District_Id: app.eventLocation_District_Id,
    offsite_Arrival_Street: app.offsite_Arrival_Street,
    offsite_Arrival_Zip: app.offsite_Arrival_Zip,
    offsite_Arrival_Town: app.offsite_Arrival_Town,
    offsite_Arrival_Latitude: app.offsite_Arrival_Latitude,
    offsite_Arrival_Longitude: app.offsite_Arrival_Longitude,
    onlyWithLicense: app.onlyWithLicense,
    competitionCategory: app.competitionCategory,
    competitionSubType: app.competitionSubType,
    competitionApprovalType: app.competitionApprovalType,
    classes: app.classes,
    events: app.events,
    eventClasses: app.eventClasses,
  };
}

/** The next local id of a class or event of the application: one above the largest so far. */
export const nextLocalId = (items: readonly { id: number }[]) => items.reduce((max, item) => Math.max(max, item.id), 0) + 1;
