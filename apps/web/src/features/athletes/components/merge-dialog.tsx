import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { AthleteSummary, MergeMoves } from '@portal/domain';
import { ApiError } from '../../../lib/api-client';
import { mergePreviewQueryOptions, useMergeAthletes } from '../api/athlete-care';
import { athleteLine } from './athlete-line';
import { DialogButtons } from '../../../components/ui/dialog-buttons';

export interface MergeDialogProps {
  /** The two records of one person; the one with more marks is offered to keep. */
  pair: { first: AthleteSummary; second: AthleteSummary } | null;
  onClose: () => void;
  /** After the merge: the record kept and the one merged into it, as the preview showed them. */
  onMerged: (kept: AthleteSummary, merged: AthleteSummary) => void;
}

const moveKeys: (keyof MergeMoves)[] = ['marks', 'duplicates', 'relayMarks', 'records', 'importRows'];

/**
 * Merging two records of one person: the statistician chooses which to keep, sees what moves and
 * why it cannot be done if so, and confirms. Nothing changes before the confirmation.
 */
export function MergeDialog({ pair, onClose, onMerged }: MergeDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const merge = useMergeAthletes();
  const [keepChoice, setKeepChoice] = useState<number | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const defaultKeep = pair ? (pair.second.markCount > pair.first.markCount ? pair.second.id : pair.first.id) : null;
  const keepId = keepChoice ?? defaultKeep;
  const mergeId = pair && keepId !== null ? (keepId === pair.first.id ? pair.second.id : pair.first.id) : null;
  const preview = useQuery({ ...mergePreviewQueryOptions(keepId, mergeId), enabled: pair !== null && keepId !== null && mergeId !== null });
  const problems = refused.length ? refused : (preview.data?.problems ?? []);

  const close = () => {
    setKeepChoice(null);
    setRefused([]);
    merge.reset();
    onClose();
  };
  const confirm = () => {
    if (keepId === null || mergeId === null) return;
    merge.mutate(
      { keepId, mergeId },
      {
        onSuccess: () => {
          if (preview.data) onMerged(preview.data.keep, preview.data.merge);
          close();
        },
        onError: (error) => setRefused(error instanceof ApiError ? (error.fieldErrors.Model ?? [error.message]) : [String(error)]),
      },
    );
  };

  return (
    <Dialog open={pair !== null} onClose={merge.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('athleteCare.merge.title')}</DialogTitle>
      <DialogContent>
        {pair && (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('athleteCare.merge.chooseKeep')}
            </Typography>
            <RadioGroup
              aria-label={t('athleteCare.merge.chooseKeep')}
              value={String(keepId)}
              onChange={(e) => {
                setKeepChoice(Number(e.target.value));
                setRefused([]);
              }}
            >
              {[pair.first, pair.second].map((a) => (
                <FormControlLabel
                  key={a.id}
                  value={String(a.id)}
                  control={<Radio />}
                  label={
                    <Box sx={{ py: 0.5 }}>
                      <Typography>{a.fullName}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {athleteLine(t, a)}
                      </Typography>
                    </Box>
                  }
                />
              ))}
            </RadioGroup>
            {preview.isFetching && <LinearProgress sx={{ my: 1 }} aria-label={t('athleteCare.merge.loading')} />}
            {preview.data && (
              <Box sx={{ mt: 2 }} data-testid="merge-preview">
                <Typography variant="subtitle2">{t('athleteCare.merge.willMove', { merged: preview.data.merge.fullName, mergedClub: preview.data.merge.clubName, kept: preview.data.keep.fullName, keptClub: preview.data.keep.clubName })}</Typography>
                <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
                  {moveKeys
                    .filter((k) => preview.data.moves[k] > 0)
                    .map((k) => (
                      <li key={k}>{t(`athleteCare.moves.${k}`, { count: preview.data.moves[k] })}</li>
                    ))}
                  {moveKeys.every((k) => preview.data.moves[k] === 0) && <li>{t('athleteCare.moves.nothing')}</li>}
                </Box>
              </Box>
            )}
            {problems.length > 0 && (
              <Alert severity="error" sx={{ mt: 2 }} role="alert">
                <Typography variant="subtitle2">{t('athleteCare.merge.refused')}</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </Box>
              </Alert>
            )}
          </>
        )}
      </DialogContent>
      <DialogButtons label={t('athleteCare.merge.confirm')} color="warning" onConfirm={confirm} onCancel={close} busy={merge.isPending} disabled={!preview.data || problems.length > 0} />
    </Dialog>
  );
}
