import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { ImportRow } from '@portal/domain';
import { ApiError } from '../../../lib/api-client';
import { linkOf } from '../../../lib/links';
import { useResolveRow } from '../api/import-queries';
import { rowAthleteDetails, rowAthleteName } from './import-format';
import { DialogButtons } from '../../../components/ui/dialog-buttons';

/** The radio value of “a new athlete”. */
const NEW_ATHLETE = 'new';

export interface CandidateDialogProps {
  row: ImportRow;
  onClose: () => void;
  onResolved: () => void;
}

/**
 * Which athlete a row is: one of the federation's athletes the name fits (name, year, club and
 * athlete code to tell them apart), or a new athlete. Sends the choice through the row's `resolve_row`.
 */
export function CandidateDialog({ row, onClose, onResolved }: CandidateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const resolve = useResolveRow();
  const [choice, setChoice] = useState<string>(row.matchedAthlete ? String(row.matchedAthlete.id) : '');
  const link = linkOf(row, 'resolve_row');
  const name = rowAthleteName(row.athlete);
  const details = rowAthleteDetails(row.athlete);

  const confirm = () => {
    if (!link || choice === '') return;
    resolve.mutate({ link, athleteId: choice === NEW_ATHLETE ? null : Number(choice) }, { onSuccess: onResolved });
  };
  // The page's alert lies behind the dialog: a refusal (no longer a candidate, no longer in preview) is shown here.
  const refusal = resolve.error ? refusalText(resolve.error) : null;

  return (
    <Dialog open onClose={resolve.isPending ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('resultsImport.screen.candidates.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('resultsImport.screen.candidates.text', { name: details ? `${name} (${details})` : name })}
        </DialogContentText>
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
        <RadioGroup aria-labelledby={titleId} value={choice} onChange={(e) => setChoice(e.target.value)} sx={{ mt: 1 }}>
          {row.candidates.map((c) => (
            <FormControlLabel
              key={c.id}
              value={String(c.id)}
              control={<Radio />}
              disabled={resolve.isPending}
              sx={{ alignItems: 'flex-start', my: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
              label={
                <Box>
                  <Typography variant="body2">{`${c.lastName}, ${c.firstName}`}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {[c.yearOfBirth, c.club, c.athleteCode ? t('resultsImport.screen.candidates.athleteCode', { code: c.athleteCode }) : null].filter(Boolean).join(' · ')}
                  </Typography>
                </Box>
              }
            />
          ))}
          <FormControlLabel value={NEW_ATHLETE} control={<Radio />} disabled={resolve.isPending} label={t('resultsImport.screen.candidates.newAthlete')} />
        </RadioGroup>
      </DialogContent>
      <DialogButtons label={t('resultsImport.screen.candidates.confirm')} onConfirm={confirm} onCancel={onClose} busy={resolve.isPending} disabled={!link || choice === ''} />
    </Dialog>
  );
}

/** The server's words for a refused choice: its field messages, else the error's message. */
function refusalText(error: Error): string {
  const messages = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
  return messages.length > 0 ? messages.join(' ') : error.message;
}
