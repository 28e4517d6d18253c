import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { IconAction } from '../../../components/ui/icon-action';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormDateField } from '../../../components/ui/form-date-field';
import { courseLengthText } from './form-input-format';
import type { EventClassesValues, EventDefinition, EventRow } from './event-classes-values';

export interface EventFederationRowsProps {
  control: Control<EventClassesValues>;
  /** The federation events among the form's events, with their index in the form's list. */
  rows: { index: number; key: string; row: EventRow }[];
  definitions: readonly EventDefinition[];
  /** Whether new federation events may be added (approval type 0 or 2). */
  canAdd: boolean;
  disabled: boolean;
  onAdd: (definition: EventDefinition) => void;
  onRemove: (index: number) => void;
}

/**
 * The federation's events of the application. Their name and length are the definition's; the
 * organiser adds the measurement protocol, which every such course needs (spec §5), so each row says so.
 */
export function EventFederationRows({ control, rows, definitions, canAdd, disabled, onAdd, onRemove }: EventFederationRowsProps) {
  const { t, i18n } = useTranslation();
  const chosen = new Set(rows.map((r) => r.row.definitionEventId));
  const offered = definitions.filter((d) => !chosen.has(d.code));
  return (
    <Box>
      {rows.map(({ index, key, row }) => (
        <Paper key={key} variant="outlined" sx={{ p: 2, mb: 1.5 }} data-event-id={row.id}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flexGrow: 1 }}>
              <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
                {row.longname}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {row.measurement === 'h'
                  ? t('approvalEvents.duration', { value: courseLengthText(row.courseLength, 'h', i18n.language) })
                  : t('approvalEvents.distance', { value: courseLengthText(row.courseLength, 'm', i18n.language) })}
              </Typography>
              <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>
                {t('approvalEvents.protocolNeeded')}
              </Typography>
            </Box>
            {!disabled && <IconAction label={t('approvalEvents.remove', { name: row.longname })} icon={<DeleteIcon />} onClick={() => onRemove(index)} />}
          </Box>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, alignItems: 'center' }}>
            <FormDateField control={control} name={`events.${index}.measurementProtocol`} label={t('approvalEvents.protocolDate', { name: row.longname })} disabled={disabled} />
            <FormCheckbox control={control} name={`events.${index}.protocolAvailable`} label={t('approvalEvents.protocolAvailable')} disabled={disabled} />
          </Box>
        </Paper>
      ))}
      {canAdd && !disabled && (
        <Autocomplete<EventDefinition, false, false, false>
          id="add-federation-event"
          options={offered}
          value={null}
          onChange={(_, next) => next && onAdd(next)}
          getOptionLabel={(d) => d.name}
          getOptionKey={(d) => d.code}
          blurOnSelect
          noOptionsText={t('common.noOptions')}
          openText={t('common.open')}
          closeText={t('common.close')}
          clearText={t('common.clear')}
          renderInput={(params) => <TextField {...params} label={t('approvalEvents.addFederation')} margin="normal" />}
        />
      )}
    </Box>
  );
}
