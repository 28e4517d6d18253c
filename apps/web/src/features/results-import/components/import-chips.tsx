import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/use-translation';
import type { ImportState, ResultImport } from '@portal/domain';

const stateColors: Record<ImportState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  preview: 'info',
  committing: 'warning',
  done: 'success',
  discarded: 'default',
  failed: 'error',
  undone: 'default',
};

/** The import's state as the server names it in the caller's language. */
export function ImportStateChip({ item }: { item: Pick<ResultImport, 'state' | 'stateLocalized'> }) {
  return <Chip size="small" variant="outlined" color={stateColors[item.state]} label={item.stateLocalized} data-state={item.state} />;
}

/** How many rows are fine, warn, or cannot be taken: three small chips, each named in full for screen readers. */
export function ImportCountChips({ counts }: { counts: ResultImport['counts'] }) {
  const { t } = useTranslation();
  const chips = [
    { key: 'ok', value: counts.ok, color: 'success' },
    { key: 'warnings', value: counts.warnings, color: 'warning' },
    { key: 'errors', value: counts.errors, color: 'error' },
  ] as const;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {chips.map((c) => (
        <Chip
          key={c.key}
          size="small"
          color={c.value > 0 ? c.color : 'default'}
          label={t(`resultsImport.screen.counts.${c.key}`, { count: c.value })}
          data-count={c.key}
        />
      ))}
    </Stack>
  );
}

/** What the commit does (in preview) or did: new, changed, unchanged and removed marks. */
export function ImportChangeChips({ changes }: { changes: ResultImport['changes'] }) {
  const { t } = useTranslation();
  const keys = ['created', 'updated', 'unchanged', 'removed'] as const;
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
      {keys.map((key) => (
        <Chip key={key} size="small" variant="outlined" label={t(`resultsImport.screen.changes.${key}`, { count: changes[key] })} data-change={key} />
      ))}
    </Stack>
  );
}
