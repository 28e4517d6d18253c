import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { ActionRow } from '../../../components/ui/action-row';
import { useSendAndLeave } from '../../../lib/use-send-and-leave';
import { PerformanceCompetitionLimits, RESULT_FILE_MAX_BYTES } from '@portal/domain';
import { PageFrame } from '../../../components/layout/page-frame';
import { LoadingPage } from '../../../components/layout/page-states';
import { DatesProvider } from '../../../components/ui/dates-provider';
import { FormCompetitionPlace } from '../../../components/ui/form-competition-place';
import { FormTextField } from '../../../components/ui/form-text-field';
import { pathTo } from '../../../lib/routing';
import { importCatalogueQueryOptions, useCreateImport } from '../api/import-queries';
import { CompetitionChoiceField } from '../components/competition-choice-field';
import { acceptedResultFiles, newImportDefaults, newImportResolver, type NewImportValues } from '../components/new-import-values';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';
import { FormFileField } from '../../../components/ui/form-file-field';

/**
 * /newimport: a result file and its competition, an existing one or a new one (created when the
 * import is committed). The upload is read at once; the import's page then shows its preview.
 */
export function NewImportPage() {
  const { t } = useTranslation();
  const catalogue = useQuery(importCatalogueQueryOptions());
  const title = t('resultsImport.screen.form.title');
  const help = t('resultsImport.screen.form.help');
  if (catalogue.isPending) return <LoadingPage title={title} help={help} />;
  return (
    <PageFrame title={title} help={help}>
      <NewImportForm allowed={(catalogue.data ?? []).includes('new_import')} />
    </PageFrame>
  );
}

function NewImportForm({ allowed }: { allowed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateImport();
  const modeId = useId();
  const form = useContractForm<NewImportValues, unknown, FormData>({ renamedServerFields: { CompetitionId: 'competition' }, resolver: newImportResolver, defaultValues: newImportDefaults, mode: 'onTouched', shouldFocusError: true });
  const { handleSubmit } = form;
  const control = form.control as unknown as Control<NewImportValues>;
  const mode = useWatch({ control, name: 'mode' });
  const { send, busy } = useSendAndLeave(create, {
    to: (created) => pathTo('import', { id: created.id }),
    success: 'resultsImport.screen.form.uploaded',
    onRefused: (error) => form.applyServerErrors(error),
  });
  const disabled = !allowed || busy;
  const { t: texts } = useTranslation('statistics', { keyPrefix: 'statistics.competitions' });

  const submit = handleSubmit((body) => send(body));

  return (
    <DatesProvider>
      <FormBox id="new-import-form" disabled={disabled} margin="normal" onSubmit={submit}>
        <FormFileField
          control={control}
          name="file"
          label={t('resultsImport.screen.form.chooseFile')}
          accept={acceptedResultFiles}
          chosen={(file) => file?.name ?? t('resultsImport.screen.form.noFile')}
          hint={t('resultsImport.screen.form.fileHint', { max: RESULT_FILE_MAX_BYTES / (1024 * 1024) })}
          errorParams={{ max: RESULT_FILE_MAX_BYTES / (1024 * 1024) }}
        />
        <FormControl component="fieldset" sx={{ mt: 3 }} disabled={disabled}>
          <FormLabel component="legend" id={modeId}>
            {t('resultsImport.screen.form.competitionChoice')}
          </FormLabel>
          <Controller
            control={control}
            name="mode"
            render={({ field: modeField }) => (
              <RadioGroup row aria-labelledby={modeId} value={modeField.value} onChange={(e) => modeField.onChange(e.target.value)}>
                <FormControlLabel value="existing" control={<Radio />} label={t('resultsImport.screen.form.existingCompetition')} />
                <FormControlLabel value="new" control={<Radio />} label={t('resultsImport.screen.form.newCompetition')} />
              </RadioGroup>
            )}
          />
        </FormControl>
        {mode === 'existing' ? (
          <CompetitionChoiceField control={control} disabled={disabled} />
        ) : (
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
            <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
              <FormTextField control={control} name="name" label={texts('fields.name')} required slotProps={{ htmlInput: { maxLength: PerformanceCompetitionLimits.name } }} />
            </Box>
            <FormCompetitionPlace control={control} form={form} initialStart={null} texts={texts} />
          </Box>
        )}
      </FormBox>
      <ActionRow>
        <Button onClick={() => void navigate(pathTo('imports'))}>{t('common.back')}</Button>
        <Button type="submit" form="new-import-form" variant="contained" startIcon={<UploadFileIcon />} disabled={disabled}>
          {t(create.isPending ? 'resultsImport.screen.form.uploading' : 'resultsImport.screen.form.upload')}
        </Button>
      </ActionRow>
    </DatesProvider>
  );
}
