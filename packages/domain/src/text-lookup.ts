/** The values of a text's placeholders, by placeholder name. */
export type TextParams = Readonly<Record<string, unknown>>;

/** The text at a dotted `key` of a catalogue tree, if that is a text (not a group). */
export function textAt(tree: unknown, key: string): string | undefined {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `text` with each `{{name}}` replaced by `params[name]` (empty when absent), as i18next's JSON format writes them. */
export const fillIn = (text: string, params: TextParams = {}): string =>
  text.includes('{{') ? text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params[name] ?? '')) : text;
