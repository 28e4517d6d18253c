/** What a record set holds (spec statistics.md §3): records, qualifying limits, annual bests, other. */
export const RecordType = { record: 1, limit: 2, annualBest: 3, other: 4 } as const;
export type RecordTypeValue = (typeof RecordType)[keyof typeof RecordType];
export const recordTypeNames = ['record', 'limit', 'annualBest', 'other'] as const;

/** Where a record set's records are valid (spec §3, one reading's numbering, world 1 … meeting 10). */
export const RecordValidity = { world: 1, olympic: 2, continent: 3, national: 4, region: 5, district: 6, area: 7, club: 8, stadium: 9, meeting: 10 } as const;
export type RecordValidityValue = (typeof RecordValidity)[keyof typeof RecordValidity];
export const recordValidityNames = ['world', 'olympic', 'continent', 'national', 'region', 'district', 'area', 'club', 'stadium', 'meeting'] as const;

/** Validities whose qualifier is a state association chosen from the tree; the others take free text, world none. */
export const validityWithAssociation: readonly RecordValidityValue[] = [RecordValidity.national, RecordValidity.region];

/** A record's status (spec §3): 0 unset, 1 official, 2 unofficial. */
export const RecordStatus = { unset: 0, official: 1, unofficial: 2 } as const;
export type RecordStatusValue = (typeof RecordStatus)[keyof typeof RecordStatus];
