import type { TFunction } from 'i18next';
import type { TextKey } from '../../../lib/i18n';
import { changedKeyFields, formatDay, parseLocalDateTime, type CompetitionApproval, type KeyField } from '@portal/domain';

/** The base form's fields whose change needs a new approval (PRODUCT §4); classes and events are the later steps'. */
export type BaseKeyField = Exclude<KeyField, 'classes' | 'events' | 'eventClasses'>;

export const baseKeyFieldLabels: Record<BaseKeyField, TextKey> = {
  startDate: 'approvalForm.startDate',
  ownerOrganizationId: 'approvalForm.owner',
  eventLocation_Region_Id: 'approvalForm.region',
  eventLocation_Area_Id: 'approvalForm.area',
  eventLocation_District_Id: 'approvalForm.district',
  eventLocation_Town: 'approvalForm.town',
};

/** Whether saving a change of key fields resets the approval: not in state 0 (nothing approved yet) nor 2 (already being edited). */
export const savingResetsApproval = (state: number) => state !== 0 && state !== 2;

export interface KeyValues {
  startDate: string;
  ownerOrganizationId: number;
  eventLocation_Region_Id: number;
  eventLocation_Area_Id: number | null;
  eventLocation_District_Id: number | null;
  eventLocation_Town: string;
}

/** Names of the organisations the form shows, for the list of changes. */
export interface KeyNames {
  owner: string;
  region: string;
  area: string | null;
  district: string | null;
}

const keyValuesOf = (v: KeyValues): Record<BaseKeyField, unknown> => ({
  startDate: parseLocalDateTime(v.startDate) ?? v.startDate,
  ownerOrganizationId: v.ownerOrganizationId,
  eventLocation_Region_Id: v.eventLocation_Region_Id,
  eventLocation_Area_Id: v.eventLocation_Area_Id,
  eventLocation_District_Id: v.eventLocation_District_Id,
  eventLocation_Town: v.eventLocation_Town.trim(),
});

const shownStart = (start: string) => `${formatDay(start)} ${start.slice(11, 16)}`.trim();

/**
 * The lines of the confirmation before saving changed key fields: "label: before → after", with
 * dates as DD.MM.YYYY and organisations by name.
 */
export function keyChangeLines(t: TFunction, app: CompetitionApproval, after: KeyValues, names: KeyNames): string[] {
  const changed = changedKeyFields(keyValuesOf(app), keyValuesOf(after)) as BaseKeyField[];
  const none = t('approvalForm.noSelection');
  const shown: Record<BaseKeyField, [string, string]> = {
    startDate: [shownStart(app.startDate), shownStart(after.startDate)],
    ownerOrganizationId: [app.ownerOrganizationName, names.owner],
    eventLocation_Region_Id: [app.eventLocation_RegionName, names.region],
    eventLocation_Area_Id: [app.eventLocation_AreaName ?? none, names.area ?? none],
    eventLocation_District_Id: [app.eventLocation_DistrictName ?? none, names.district ?? none],
    eventLocation_Town: [app.eventLocation_Town, after.eventLocation_Town.trim()],
  };
  return changed.map((field) => `${t(baseKeyFieldLabels[field])}: ${shown[field][0]} → ${shown[field][1]}`);
}
