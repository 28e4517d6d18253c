/** The one error body of every 4xx/5xx answer. `errors` (422 only) maps field keys to messages. */
export interface ProblemBody {
  status: number;
  title: string;
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
}

/** `firstName` → `FirstName`: the 422 field keys the screens read (spec §5). */
export function fieldKey(path: string): string {
  return path ? path.charAt(0).toUpperCase() + path.slice(1) : 'Model';
}
