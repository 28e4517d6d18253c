import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import type { PublicBestList } from '@portal/domain';
import { NO_PRINT } from '../../../components/ui/print-styles';
import { classesForEvent, eventsWithDefinitions, type PublicSelection } from './public-selection';
import { yearOptions } from './year-options';

/** Environment of a ranking: indoor 0, outdoor 1, all 2. */
const environments = [0, 1, 2] as const;

export interface PublicSelectorsProps {
  list: PublicBestList;
  selection: PublicSelection;
  /** The year and environment the ranking shows (the server's defaults when the selection has none). */
  shownYear: number;
  shownEnvironment: number;
  onChange: (change: Partial<PublicSelection>) => void;
}

/** Year, environment, event, class and best-only of the public page; every change starts at page 1. */
export function PublicSelectors({ list, selection, shownYear, shownEnvironment, onChange }: PublicSelectorsProps) {
  const { t } = useTranslation();
  const years = useMemo(() => yearOptions(new Date(), Math.max(list.currentYear, ...list.years)), [list.currentYear, list.years]);
  const events = eventsWithDefinitions(list);
  const classes = classesForEvent(list, selection.eventCode);
  const { t: label } = useTranslation('statistics', { keyPrefix: 'statistics.public.selectors' });
  const select = (id: string, key: 'event' | 'class' | 'year' | 'environment', value: string | number, options: { value: string | number; text: string }[], change: (value: string) => void) => (
    <TextField select id={id} label={label(key)} value={value} onChange={(e) => change(e.target.value)} size="small" margin="none">
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Box
      className={NO_PRINT}
      role="search"
      aria-label={t('common.filters')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr) auto' }, alignItems: 'center', mb: 2 }}
    >
      {select(
        'public-event',
        'event',
        selection.eventCode,
        events.map((e) => ({ value: e.code, text: e.name })),
        (eventCode) => onChange({ eventCode }),
      )}
      {select(
        'public-class',
        'class',
        selection.classCode,
        classes.map((c) => ({ value: c.code, text: c.name })),
        (classCode) => onChange({ classCode }),
      )}
      {select(
        'public-year',
        'year',
        shownYear,
        years.map((y) => ({ value: y, text: String(y) })),
        (year) => onChange({ year: Number(year) }),
      )}
      {select(
        'public-environment',
        'environment',
        shownEnvironment,
        environments.map((value) => ({ value, text: t(`statistics.bestlists.environment.${value}`) })),
        (environment) => onChange({ environment: Number(environment) }),
      )}
      <FormControlLabel
        control={<Switch checked={selection.bestOnly} onChange={(e) => onChange({ bestOnly: e.target.checked })} />}
        label={label('bestOnly')}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
    </Box>
  );
}
