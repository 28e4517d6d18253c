import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/domain';
import { pickOrganization } from './session';

const org = (value: number, text: string) => ({ value, text, type: 'Club' as const, externalId: null });
const organizations = [org(1, 'ASC Darmstadt'), org(2, 'Eintracht Frankfurt e.V.'), org(3, 'Hessischer Leichtathletik-Verband')];
const grant = (organizationId: number, code: CurrentUser['userRoles'][number]['role']['code']) => ({
  organizationId,
  organizationName: organizations.find((o) => o.value === organizationId)!.text,
  organizationType: 'Club' as const,
  externalId: null,
  role: { code },
});
const grants = [grant(1, 'OrgUser'), grant(2, 'Trainer'), grant(3, 'OrgAdmin')];

describe('pickOrganization', () => {
  it('keeps the organisation of this session while the user holds a role there', () => {
    expect(pickOrganization(organizations, { previous: '2', last: '1', grants })?.value).toBe(2);
  });

  it('else takes the one the user worked in last in this browser', () => {
    expect(pickOrganization(organizations, { previous: null, last: '1', grants })?.value).toBe(1);
    expect(pickOrganization(organizations, { previous: '99', last: '1', grants })?.value).toBe(1);
  });

  it('else the one of the highest role, not the alphabetically first', () => {
    expect(pickOrganization(organizations, { previous: null, last: null, grants })?.value).toBe(3);
    expect(pickOrganization(organizations, { previous: null, last: '42', grants })?.value).toBe(3);
  });

  it('is null without any organisation', () => {
    expect(pickOrganization([], { previous: '1', last: '1', grants: [] })).toBeNull();
  });
});
