import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { athleteFormSchema, type AthleteDetail, type AthleteFormValues, type AthleteSummary } from '@portal/domain';
import { FormAthleteFields } from '../../../components/ui/form-athlete-fields';
import { formatDateTime } from '../../../components/ui/relative-time';
import { schemaResolver } from '../../../lib/schema-resolver';
import { useContractForm } from '../../../lib/use-contract-form';
import { careAthleteQueryOptions, careClubSearchQueryOptions, useUpdateAthlete } from '../api/athlete-care';
import { FormBox } from '../../../components/ui/form-box';
import { DialogButtons } from '../../../components/ui/dialog-buttons';

const valuesOf = (a: AthleteSummary): AthleteFormValues => ({
  firstName: a.firstName,
  lastName: a.lastName,
  nation: a.nation,
  club: { value: a.organizationId, text: a.clubName },
  nationalAthleteCode: a.nationalAthleteCode ?? '',
});

/** The server's rules, checked before sending; the resolved value is the payload. */
const resolver = schemaResolver(athleteFormSchema);

export interface EditAthleteDialogProps {
  athlete: AthleteSummary | null;
  onClose: () => void;
  onSaved: (athlete: AthleteDetail) => void;
}

/** Corrects an athlete's name, club, code and nation; lists the records merged into them. */
export function EditAthleteDialog({ athlete, onClose, onSaved }: EditAthleteDialogProps) {
  const { t } = useTranslation();
  const { t: label } = useTranslation('athletes', { keyPrefix: 'athleteCare.fields' });
  const titleId = useId();
  const update = useUpdateAthlete();
  const detail = useQuery(careAthleteQueryOptions(athlete?.id ?? null));
  const form = useContractForm({ renamedServerFields: { OrganizationId: 'club' }, resolver, defaultValues: athlete ? valuesOf(athlete) : undefined, mode: 'onTouched' });
  const { handleSubmit, reset } = form;
  // The fields take the values' control; the resolver hands the payload to `handleSubmit`.
  const control = form.control as unknown as Control<AthleteFormValues>;
  useEffect(() => {
    if (athlete) reset(valuesOf(athlete));
  }, [athlete, reset]);
  const submit = handleSubmit((body) =>
    update.mutate(
      { id: athlete!.id, body },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onClose();
        },
        onError: (error) => form.applyServerErrors(error),
      },
    ),
  );
  const merges = detail.data?.merges ?? [];

  return (
    <Dialog open={athlete !== null} onClose={update.isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('athleteCare.edit.title', { name: athlete?.fullName ?? '' })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">
          {t('athleteCare.edit.intro')}
        </Typography>
        <FormBox id="edit-athlete-form" margin="normal" onSubmit={() => submit()} twoColumns>
          <FormAthleteFields control={control} label={label} clubSearch={careClubSearchQueryOptions} />
        </FormBox>
        {merges.length > 0 && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2">{t('athleteCare.edit.merged')}</Typography>
            <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
              {merges.map((m) => (
                <li key={m.id}>{t('athleteCare.edit.mergedLine', { name: m.mergedName, year: m.mergedYearOfBirth, club: m.mergedClubName, by: m.mergedBy ?? '–', at: formatDateTime(m.mergedAt) })}</li>
              ))}
            </Box>
          </Box>
        )}
      </DialogContent>
      <DialogButtons label={t('common.save')} form="edit-athlete-form" onCancel={onClose} busy={update.isPending} />
    </Dialog>
  );
}
