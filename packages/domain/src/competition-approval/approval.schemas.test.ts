import { describe, expect, it } from 'vitest';
import { attachmentFieldsSchema, competitionApprovalInput, decisionFieldsSchema, decisionSchema, finishersSchema, withHttp } from './approval.schemas';

const valid = {
  name: 'Stadtlauf',
  ownerOrganizationId: 5,
  competitionType: 0,
  startDate: '2026-06-14T09:30',
  contact_Firstname: 'Clara',
  contact_Lastname: 'Vereinsam',
  contact_Street: 'Hauptstraße 1',
  contact_Zip: '60311',
  contact_Town: 'Frankfurt',
  contact_Email: 'clara@verein.test',
  eventLocation_Startplace: 'Römer',
  eventLocation_Street: 'Römerberg',
  eventLocation_Zip: '60311',
  eventLocation_Town: 'Frankfurt',
  eventLocation_Region_Id: 3,
};
const schema = competitionApprovalInput(() => '2026-01-10');
const errors = (over: object) => {
  const r = schema.safeParse({ ...valid, ...over });
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? ''), i.message]));
};

describe('application rules (spec §5)', () => {
  it('fills the defaults of spec §9 and the end date from the start', () => {
    expect(schema.parse(valid)).toMatchObject({ nation: 'GER', competitionCategory: 16, competitionSubType: 0, contact_PersonTitel: 2, fees: true, firstTimeEvent: true, endDate: '2026-06-14' });
  });

  it('checks the start window against the given day: after 2010-02-01, under 2000 days ahead', () => {
    expect(errors({ startDate: '2010-02-01T10:00' })).toEqual({ startDate: 'errorStartDateInvalid' });
    expect(errors({ startDate: '2010-02-02T10:00' })).toEqual({});
    expect(errors({ startDate: '2031-07-03T10:00' })).toEqual({ startDate: 'errorStartDateInvalid' });
    expect(errors({ startDate: '2031-07-02T10:00' })).toEqual({});
  });

  it('refuses a bad time, an end before the start and a span of 100 days', () => {
    expect(errors({ startDate: '2026-06-14T9:5' })).toEqual({ startDate: 'errorInvalidInput' });
    expect(errors({ endDate: '2026-06-13' })).toEqual({ endDate: 'errorEndBeforeStart' });
    expect(errors({ endDate: '2026-09-22' })).toEqual({ endDate: 'errorEventTooLong' });
    expect(errors({ endDate: '2026-09-21' })).toEqual({});
  });

  it('adds http:// to web addresses typed without it', () => {
    expect(withHttp('www.lauf.de')).toBe('http://www.lauf.de');
    expect(withHttp('https://lauf.de')).toBe('https://lauf.de');
    expect(schema.parse({ ...valid, contact_Website: 'lauf.de' }).contact_Website).toBe('http://lauf.de');
  });

  it('keeps names, addresses and titles on one line without bidirectional controls', () => {
    const oneLine = 'errorOneLineText';
    for (const field of ['name', 'contact_Firstname', 'contact_Lastname', 'contact_Street', 'contact_Town', 'eventLocation_Startplace', 'eventLocation_Street', 'eventLocation_Zip', 'eventLocation_Town']) {
      expect(errors({ [field]: 'Main\u202Elauf' }), field).toEqual({ [field]: oneLine });
      expect(errors({ [field]: 'Main\nlauf' }), field).toEqual({ [field]: oneLine });
    }
    for (const field of ['contact_StreetAddition', 'offsite_Arrival_Street', 'offsite_Arrival_Town']) expect(errors({ [field]: 'a\u2066b' }), field).toEqual({ [field]: oneLine });
    const event = { id: 1, definitionEventId: null, longname: '10 km\nLauf', order: 1, courseLength: 10_000_000, measurement: 'm', enduranceEventType: 0 };
    expect(errors({ events: [event] })).toEqual({ events: oneLine });
    // Texts of several lines stay so.
    expect(errors({ additionalComment: 'Erste Zeile\nZweite Zeile', contact_ExtraInfos: 'a\nb' })).toEqual({});
    const attachment = attachmentFieldsSchema.safeParse({ title: 'Ausschreibung\u202Efdp', sort: 1, attachmentType: 0, attachmentGroup: 0, text: 'Start\nZiel' });
    expect(attachment.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['title', oneLine]]);
    const billing = finishersSchema.safeParse({ version: 0, billing_Lastname: 'Kasse\rVerein' });
    expect(billing.error?.issues.filter((i) => i.path[0] === 'billing_Lastname').map((i) => i.message)).toEqual([oneLine]);
  });

  it('requires a time run to be measured in hours', () => {
    const event = { id: 1, definitionEventId: null, longname: '6-Stunden-Lauf', order: 1, courseLength: 21_600_000, enduranceEventType: 7 };
    expect(errors({ events: [{ ...event, measurement: 'h' }] })).toEqual({});
    expect(errors({ events: [{ ...event, measurement: 'm' }] })).toEqual({ events: 'errorInvalidInput' });
  });
});

describe('decision', () => {
  it('needs a reason to decline, not to approve', () => {
    for (const schema of [decisionSchema, decisionFieldsSchema]) {
      for (const reason of [undefined, '', '   ']) {
        const r = schema.safeParse({ version: 0, approvalState: 2, reason });
        expect(r.success).toBe(false);
        expect(r.error?.issues).toEqual([expect.objectContaining({ path: ['reason'], message: 'errorEmpty' })]);
      }
      expect(schema.safeParse({ version: 0, approvalState: 2, reason: 'Termin belegt' }).success).toBe(true);
      expect(schema.safeParse({ version: 0, approvalState: 1 }).success).toBe(true);
    }
  });
});
