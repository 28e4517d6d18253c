import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { athleteUpdateSchema, type AthleteDetail, type AthleteSummary, type Option } from '@portal/domain';
import { FormCountryField } from '../../../components/ui/form-country-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { FormSearchAutocomplete } from '../../../components/ui/form-search-autocomplete';
import { formatDateTime } from '../../../components/ui/relative-time';
import { applyServerErrors } from '../../../lib/form-errors';
import { careAthleteQueryOptions, careClubSearchQueryOptions, useUpdateAthlete } from '../api/athlete-care';
import { FormBox } from '../../../components/ui/form-box';

interface EditValues {
  firstName: string;
  lastName: string;
  nation: string;
  club: Option | null;
  nationalAthleteCode: string;
}

const valuesOf = (a: AthleteSummary): EditValues => ({
  firstName: a.firstName,
  lastName: a.lastName,
  nation: a.nation,
  club: { value: a.organizationId, text: a.clubName },
  nationalAthleteCode: a.nationalAthleteCode ?? '',
});
const bodyOf = (v: EditValues) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  nation: v.nation,
  organizationId: v.club?.value ?? 0,
  nationalAthleteCode: v.nationalAthleteCode.trim() || null,
});

/** The server's rules, checked before sending: the same schema the server validates with. */
const resolver: Resolver<EditValues> = (values) => {
  const parsed = athleteUpdateSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values, errors: {} };
  const errors: FieldErrors<EditValues> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    const field = (key === 'organizationId' ? 'club' : key) as keyof EditValues;
    errors[field] ??= { type: 'validate', message: key === 'organizationId' ? 'errorClubRequired' : issue.message };
  }
  return { values: {}, errors };
};

const serverFields: Record<string, keyof EditValues> = {
  FirstName: 'firstName',
  LastName: 'lastName',
  Nation: 'nation',
  OrganizationId: 'club',
  NationalAthleteCode: 'nationalAthleteCode',
};

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
  const form = useForm<EditValues>({ resolver, defaultValues: athlete ? valuesOf(athlete) : undefined, mode: 'onTouched' });
  const { control, handleSubmit, setError, reset } = form;
  useEffect(() => {
    if (athlete) reset(valuesOf(athlete));
  }, [athlete, reset]);
  const submit = handleSubmit((v) =>
    update.mutate(
      { id: athlete!.id, body: bodyOf(v) },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          onClose();
        },
        onError: (error) => applyServerErrors(error, setError, serverFields),
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
          <FormTextField control={control} name="firstName" label={label('firstName')} required slotProps={{ htmlInput: { maxLength: 100 } }} />
          <FormTextField control={control} name="lastName" label={label('lastName')} required slotProps={{ htmlInput: { maxLength: 100 } }} />
          <FormSearchAutocomplete<EditValues, Option>
            control={control}
            name="club"
            label={label('club')}
            required
            queryFor={careClubSearchQueryOptions}
            optionKey={(o) => o.value}
            optionLabel={(o) => o.text}
            sx={{ mt: 2 }}
          />
          <FormCountryField control={control} name="nation" label={label('nation')} required />
          <FormTextField control={control} name="nationalAthleteCode" label={label('nationalAthleteCode')} slotProps={{ htmlInput: { maxLength: 20 } }} />
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
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="edit-athlete-form" variant="contained" disabled={update.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
