// No schema here: a form that only names its fields for the server's 422 loads no validation library.

/** `firstName` → `FirstName`: the 422 field keys the screens read (spec §5). */
export function fieldKey(path: string): string {
  return path ? path.charAt(0).toUpperCase() + path.slice(1) : 'Model';
}
