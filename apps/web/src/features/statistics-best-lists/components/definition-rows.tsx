import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/use-translation';
import { BestListLimits, type CustomDefinition } from '@portal/domain';
import { translateFieldError } from '../../../lib/form-errors';
import { definitionEnvironments, type DefinitionRowValues, type RowErrors, type RowField } from './definition-values';

export interface DefinitionRowsProps {
  className: string;
  definitions: readonly CustomDefinition[];
  values: Readonly<Record<number, DefinitionRowValues>>;
  errors: Readonly<Record<number, RowErrors>>;
  onChange: (id: number, change: Partial<DefinitionRowValues>) => void;
  disabled: boolean;
}

/** The event rows of one class: height/weight, wind, hand time, ages and environment (spec §2.1 step 3). */
export function DefinitionRows({ className, definitions, values, errors, onChange, disabled }: DefinitionRowsProps) {
  const { t } = useTranslation();
  const { t: column } = useTranslation('statistics', { keyPrefix: 'statistics.bestlists.values' });
  const label = (d: CustomDefinition, key: RowField | 'wind' | 'handTimeAllowed' | 'environment') => t('statistics.bestlists.values.fieldOf', { field: column(key), event: d.eventname, class: className });

  const numberField = (d: CustomDefinition, field: RowField, max: number, unit?: string | null) => {
    const message = translateFieldError(t, errors[d.id]?.[field]);
    return (
      <TextField
        size="small"
        value={values[d.id]?.[field] ?? ''}
        onChange={(e) => onChange(d.id, { [field]: e.target.value })}
        disabled={disabled}
        error={Boolean(message)}
        helperText={message}
        slotProps={{
          htmlInput: { 'aria-label': label(d, field), inputMode: field === 'heightWeight' ? 'decimal' : 'numeric', maxLength: String(max).length + 4 },
          input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
        }}
        sx={{ width: field === 'heightWeight' ? 130 : 90 }}
      />
    );
  };

  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('statistics.bestlists.values.tableLabel', { name: className })}>
        <TableHead>
          <TableRow>
            <TableCell>{column('event')}</TableCell>
            <TableCell>{column('heightWeight')}</TableCell>
            <TableCell>{column('wind')}</TableCell>
            <TableCell>{column('handTimeAllowed')}</TableCell>
            <TableCell>{column('startAge')}</TableCell>
            <TableCell>{column('endAge')}</TableCell>
            <TableCell>{column('environment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {definitions.map((d) => {
            const row = values[d.id];
            if (!row) return null;
            return (
              <TableRow key={d.id}>
                <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                  {d.eventname}
                </TableCell>
                <TableCell>{numberField(d, 'heightWeight', BestListLimits.maxHeightWeight, d.heightWeightUnit)}</TableCell>
                <TableCell>
                  <Switch checked={row.wind} disabled={disabled} onChange={(e) => onChange(d.id, { wind: e.target.checked })} slotProps={{ input: { 'aria-label': label(d, 'wind') } }} />
                </TableCell>
                <TableCell>
                  <Switch
                    checked={row.handTimeAllowed}
                    disabled={disabled}
                    onChange={(e) => onChange(d.id, { handTimeAllowed: e.target.checked })}
                    slotProps={{ input: { 'aria-label': label(d, 'handTimeAllowed') } }}
                  />
                </TableCell>
                <TableCell>{numberField(d, 'startAge', BestListLimits.maxAge)}</TableCell>
                <TableCell>{numberField(d, 'endAge', BestListLimits.maxAge)}</TableCell>
                <TableCell>
                  <TextField
                    select
                    size="small"
                    value={row.environment}
                    onChange={(e) => onChange(d.id, { environment: Number(e.target.value) })}
                    disabled={disabled}
                    // A native select takes the aria-label itself (there is no visible label per row).
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label(d, 'environment') } }}
                    sx={{ minWidth: 150 }}
                  >
                    {definitionEnvironments.map((value) => (
                      <option key={value} value={value}>
                        {t(`statistics.bestlists.environment.${value}`)}
                      </option>
                    ))}
                  </TextField>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
