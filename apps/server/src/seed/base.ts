import { grantableRoleCodes, languages as languageList } from '@portal/domain';
import type { Db } from '../db/client';
import { languages, roles } from '../db/schema';

const languageNames = { de: 'Deutsch', en: 'English', nl: 'Nederlands' } as const;

/** Role ids are fixed so that links and seeds can name them. */
export const roleIds = Object.fromEntries(grantableRoleCodes.map((code, i) => [code, i + 1])) as Record<
  (typeof grantableRoleCodes)[number],
  number
>;

/** Reference rows every installation needs; safe to run at every start. */
export async function seedBase(db: Db): Promise<void> {
  await db
    .insert(languages)
    .values(languageList.map((l) => ({ id: l.id, code: l.code, name: languageNames[l.code] })))
    .onConflictDoNothing();
  await db
    .insert(roles)
    .values(grantableRoleCodes.map((code) => ({ id: roleIds[code], code })))
    .onConflictDoNothing();
}
