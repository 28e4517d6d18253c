import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaResolver } from './schema-resolver';

const schema = z.object({
  name: z.string().min(1, 'errorNameRequired').max(3, 'errorTooLong'),
  kind: z.preprocess((v: number | '' | undefined) => (v === '' ? undefined : v), z.number({ error: 'errorKindRequired' })),
});
const resolve = (values: z.input<typeof schema>, fieldOf?: (path: string) => string) =>
  schemaResolver(schema, fieldOf)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('a form checked by its schema', () => {
  it('resolves to the parsed payload', async () => {
    expect(await resolve({ name: 'ab', kind: 2 })).toEqual({ values: { name: 'ab', kind: 2 }, errors: {} });
  });

  it('shows each field its first problem, at the field the schema names or the one `fieldOf` gives', async () => {
    expect((await resolve({ name: '', kind: '' })).errors).toEqual({
      name: { type: 'validate', message: 'errorNameRequired' },
      kind: { type: 'validate', message: 'errorKindRequired' },
    });
    expect((await resolve({ name: 'abcd', kind: 1 }, (path) => (path === 'name' ? 'title' : path))).errors).toEqual({ title: { type: 'validate', message: 'errorTooLong' } });
  });
});
