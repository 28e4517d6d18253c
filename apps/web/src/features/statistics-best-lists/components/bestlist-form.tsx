import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormActions } from '../../../components/ui/action-row';
import { useLeaveAfterSave } from '../../../lib/use-leave-after-save';
import { BestListLimits, type BestList } from '@portal/domain';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import { pathTo } from '../../../lib/routing';
import { bestListSelectorQueryOptions, DefinitionsNotCopied, useSaveBestList } from '../api/bestlist-queries';
import { baseKinds, bestListBaseOf, bestListPayloadOf, bestListResolver, type BestListFormValues } from './form-values';
import { RegionalRestrictionField } from './regional-restriction-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';

export interface BestListFormProps {
  /** The list when editing; null when creating. */
  list: BestList | null;
  defaultValues: BestListFormValues;
  /** Nothing can be saved: no `update` link, or creating without the `new` link. */
  readOnly: boolean;
}

type After = 'list' | 'definitions';

/**
 * Name and regional restriction of a list, and when creating the base it starts from (spec
 * §2.1). Create/update returns to the list; "adjust definitions" saves and opens the wizard.
 */
export function BestListForm({ list, defaultValues, readOnly }: BestListFormProps) {
  const { t } = useTranslation();
  const save = useSaveBestList();
  const { leaving, leave } = useLeaveAfterSave();
  const creating = list === null;
  const resolver = useMemo(() => bestListResolver(creating), [creating]);
  const { control, handleSubmit, applyServerErrors } = useContractForm<BestListFormValues>({ renamedServerFields: { RegionalRestritionId: 'regionalRestriction', SourceId: 'preset' }, resolver, defaultValues, mode: 'onTouched', shouldFocusError: true });
  const base = useWatch({ control, name: 'base' });
  const presets = useQuery(bestListSelectorQueryOptions(creating && base === 'copy'));
  const disabled = readOnly || save.isPending || leaving;

  const submit = (after: After) =>
    handleSubmit((values) =>
      save.mutate(
        { list, body: bestListPayloadOf(values), base: bestListBaseOf(values) },
        {
          onSuccess: (saved) => {
            if (after === 'definitions') leave(pathTo('customDefinitions', { id: saved.id }));
            else leave(pathTo('bestlist'), creating ? 'statistics.bestlists.form.created' : 'statistics.bestlists.form.saved');
          },
          onError: (error) => {
            if (error instanceof DefinitionsNotCopied) {
              // The list exists: go on with it, so that a second click does not create another.
              leave(pathTo('updatebestlist', { id: error.list.id }), null, { replace: true, state: { copyFailed: true } });
              return;
            }
            applyServerErrors(error);
          },
        },
      ),
    )();

  return (
    <>
      <FormBox id="bestlist-form" readOnly={readOnly} disabled={disabled} margin="normal" onSubmit={() => submit('list')} twoColumns>
        <FormTextField
          control={control}
          name="name"
          label={t('statistics.bestlists.fields.name')}
          required
          slotProps={{ htmlInput: { maxLength: BestListLimits.name } }}
        />
        <RegionalRestrictionField control={control} disabled={disabled} />
        {creating && (
          <Box sx={{ gridColumn: '1 / -1', mt: 2 }}>
            <Controller
              control={control}
              name="base"
              render={({ field }) => (
                <FormControl component="fieldset" disabled={disabled}>
                  <FormLabel component="legend">{t('statistics.bestlists.form.base')}</FormLabel>
                  <RadioGroup name={field.name} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                    {baseKinds.map((kind) => (
                      <FormControlLabel key={kind} value={kind} control={<Radio />} label={t(`statistics.bestlists.form.baseKind.${kind}`)} />
                    ))}
                  </RadioGroup>
                </FormControl>
              )}
            />
          </Box>
        )}
        {creating && base === 'copy' && (
          <FormSelect
            control={control}
            name="preset"
            label={t('statistics.bestlists.form.preset')}
            required
            options={presets.data ?? []}
            helperText={t('statistics.bestlists.form.presetHint')}
          />
        )}
      </FormBox>
      <EntryFormActions
        back={pathTo('bestlist')}
        form="bestlist-form"
        creating={creating}
        submitLabel={creating ? undefined : t('statistics.bestlists.form.update')}
        readOnly={readOnly}
        disabled={disabled}
        extra={
          <Button variant="outlined" disabled={disabled} onClick={() => void submit('definitions')}>
            {t('statistics.bestlists.form.adjustDefinitions')}
          </Button>
        }
      />
    </>
  );
}
