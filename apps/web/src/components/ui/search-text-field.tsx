import { TextInput } from './text-input';

/** A list's free-text search in its filter bar: small, with a hint of what it searches; it applies by the bar's search button or Enter. */
export function SearchTextField({ id, label, hint, value, onChange, maxLength }: { id: string; label: string; hint?: string; value: string; onChange: (text: string) => void; maxLength: number }) {
  return <TextInput id={id} label={label} helperText={hint} value={value} onChange={(event) => onChange(event.target.value)} size="small" margin="none" slotProps={{ htmlInput: { maxLength } }} />;
}
