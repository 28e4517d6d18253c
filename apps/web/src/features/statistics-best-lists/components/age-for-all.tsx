import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { BestListLimits } from '@portal/domain';
import { ageForAll } from './definition-values';
import '../../../lib/form-texts';

export interface AgeForAllProps {
  /** The class the ages go to (for the fields' names). */
  className: string;
  onApply: (ages: { startAge: number; endAge: number }) => void;
  disabled: boolean;
}

/** The set-age-for-all area of a class panel (spec §2.1 step 3): both ages above 0, the end not below the start. */
export function AgeForAll({ className, onApply, disabled }: AgeForAllProps) {
  const { t } = useTranslation();
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const ages = ageForAll(start, end);
    setInvalid(ages === null);
    if (ages) onApply(ages);
  };
  const ageInput = { htmlInput: { min: 1, max: BestListLimits.maxAge, step: 1, inputMode: 'numeric' as const } };
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}>
      <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 600 }}>
        {t('statistics.bestlists.values.ageForAll')}
      </Typography>
      {invalid && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('validation.errorInvalidInput')}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          type="number"
          size="small"
          label={t('statistics.bestlists.values.startAge')}
          value={start}
          onChange={(e) => setStart(e.target.value)}
          disabled={disabled}
          slotProps={{ ...ageInput, htmlInput: { ...ageInput.htmlInput, 'aria-label': t('statistics.bestlists.values.ageForAllStart', { name: className }) } }}
          sx={{ width: 130 }}
        />
        <TextField
          type="number"
          size="small"
          label={t('statistics.bestlists.values.endAge')}
          value={end}
          onChange={(e) => setEnd(e.target.value)}
          disabled={disabled}
          slotProps={{ ...ageInput, htmlInput: { ...ageInput.htmlInput, 'aria-label': t('statistics.bestlists.values.ageForAllEnd', { name: className }) } }}
          sx={{ width: 130 }}
        />
        <Button variant="outlined" onClick={apply} disabled={disabled}>
          {t('statistics.bestlists.values.applyAge', { name: className })}
        </Button>
      </Box>
    </Box>
  );
}
