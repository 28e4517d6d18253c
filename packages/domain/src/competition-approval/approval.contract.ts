import { z } from 'zod';
import { idInput, idOutput } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import { idParams, organizationIdParams, organizationOptionSchema, searchText } from '../organizations/organizations.schemas';
import { RESULT_FILE_MAX_BYTES } from '../results-import/imports.schemas';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MAX_BYTES } from './constants';
import {
  attachmentFieldsSchema,
  cancelSchema,
  classDefinitionSchema,
  competitionApprovalInputSchema,
  competitionApprovalListQuery,
  competitionApprovalPageSchema,
  competitionApprovalSchema,
  competitionApprovalUpdateSchema,
  dateClashQuery,
  dateClashSchema,
  decisionSchema,
  enduranceEventDefinitionSchema,
  feeScheduleResponseSchema,
  finishersSchema,
  publicCalendarItemSchema,
  publicCalendarQuery,
  receiptSchema,
  resultListFieldsSchema,
  roadRaceResultsSchema,
  versionSchema,
} from './approval.schemas';

/** A file answer (PDF, attachment): bytes with their content type. */
const fileResponse = z.custom<Uint8Array>();
const attachmentParams = z.object({ id: idInput(), attachmentId: idInput() });
/** The multipart form of an attachment upload: its fields, and its file part for a file attachment. */
const attachmentForm = {
  fields: attachmentFieldsSchema,
  file: `The file of a file attachment (attachmentType 1): ${ATTACHMENT_EXTENSIONS.join(', ')}, at most ${ATTACHMENT_MAX_BYTES / 1024 / 1024} MB; on edit, leaving it out keeps the stored file.`,
};

/** The area catalogue (rel of the root's link) that lists the endpoints of `competitionApprovalApi`. */
export const competitionApprovalCatalogue = 'competition_approval_links';

/**
 * Competition approval (spec competition-approval.md §7), reached through the area catalogue
 * `competition_approval_links`; the public calendar is anonymous.
 */
export const competitionApprovalApi = defineEndpoints({
  get_by_org: { params: organizationIdParams, query: competitionApprovalListQuery, response: competitionApprovalPageSchema },
  get_by_id: { params: idParams, response: competitionApprovalSchema },
  new: { body: competitionApprovalInputSchema, response: competitionApprovalSchema },
  update_comp: { params: idParams, body: competitionApprovalUpdateSchema, response: competitionApprovalSchema },
  copy_competition: { params: idParams, response: z.object({ id: idOutput }) },
  request_comp_approval: { params: idParams, body: versionSchema, response: competitionApprovalSchema },
  delete_competition: { params: idParams, response: z.object({}) },
  cancel_comp: { params: idParams, body: cancelSchema, response: competitionApprovalSchema },
  approve_competition: { params: z.object({ id: idInput(), organizationId: idInput() }), body: decisionSchema, response: competitionApprovalSchema },
  send_finishers: { params: idParams, body: finishersSchema, response: competitionApprovalSchema },
  /** Reads the timing company's result list: the counts for the finisher form (not sent) and a results import for the statisticians. */
  upload_results: {
    params: idParams,
    consumes: 'multipart/form-data',
    form: {
      fields: resultListFieldsSchema,
      file: `The result list of the race: XLSX or CSV (UTF-8 or Windows-1252, ; or ,) with a header naming bib, name, year of birth, gender, club, age group, gross and net time (German or English), at most ${RESULT_FILE_MAX_BYTES / 1024 / 1024} MB.`,
    },
    response: roadRaceResultsSchema,
  },
  create_receipt: { params: idParams, response: receiptSchema },
  download_invoice: { params: idParams, response: fileResponse, produces: 'application/pdf' },
  new_attachment: { params: idParams, consumes: 'multipart/form-data', form: attachmentForm, response: competitionApprovalSchema },
  edit_attachment: { params: attachmentParams, consumes: 'multipart/form-data', form: attachmentForm, response: competitionApprovalSchema },
  delete_attachment: { params: attachmentParams, response: competitionApprovalSchema },
  download: { params: attachmentParams, response: fileResponse, produces: 'application/octet-stream' },
  get_all_classes: { response: z.array(classDefinitionSchema) },
  get_endurance_events: { response: z.array(enduranceEventDefinitionSchema) },
  fee_schedule: { response: feeScheduleResponseSchema },
  date_clashes: { query: dateClashQuery, response: z.array(dateClashSchema) },
  owner_organizations: { params: z.object({ search: searchText }), response: z.array(organizationOptionSchema) },
});

/** The anonymous calendar of approved upcoming runs, as JSON and as iCalendar. */
export const publicCalendarApi = defineEndpoints({
  public_calendar: {
    query: publicCalendarQuery,
    response: z.object({ items: z.array(publicCalendarItemSchema), regions: z.array(organizationOptionSchema), masterOrganizationId: idOutput }),
  },
  public_calendar_ics: { query: publicCalendarQuery, response: z.string(), produces: 'text/calendar' },
});
