import { describe, expect, it } from 'vitest';
import { INVALID_DAY } from '../../../components/ui/dates-provider';
import { baseFormResolver, newBaseFormValues } from './form-base-values';

const later = { classes: [], events: [], eventClasses: [], competitionSubType: 1, competitionApprovalType: 2 } as never;
const messages = async (values: Partial<ReturnType<typeof newBaseFormValues>>) => {
  const result = await baseFormResolver(later)({ ...newBaseFormValues(null, null), ...values } as never, undefined, { fields: {}, shouldUseNativeValidation: false } as never);
  return Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, (e as { message?: string }).message]));
};

describe('baseFormResolver', () => {
  it.each(['startDate', 'endDate', 'entryEndDate'] as const)('flags a %s that is no calendar day (31.02.) on its own field, while other fields have errors too', async (day) => {
    const errors = await messages({ startDate: '2027-02-20', [day]: INVALID_DAY });
    expect(errors[day]).toBe('errorNoSuchDay');
    expect(errors.name).toBe('errorEmpty');
  });
});
