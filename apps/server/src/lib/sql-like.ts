/** An ILIKE pattern matching `text` anywhere, with `%`, `_` and `\` taken literally (users type them). */
export const containsPattern = (text: string) => `%${text.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
