import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { countryByCode, type Competitor, type Option } from '@portal/domain';
import { FormCountryField } from '../../../components/ui/form-country-field';
import { FormSelect } from '../../../components/ui/form-select';
import { FormTextField } from '../../../components/ui/form-text-field';
import { FormSearchAutocomplete } from '../../../components/ui/form-search-autocomplete';
import { clubSearchQueryOptions, useCreateCompetitor } from '../api/performance-queries';
import { TextLimits } from './form-values';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';

interface CompetitorValues {
  firstName: string;
  lastName: string;
  gender: number | '';
  yearOfBirth: number | '';
  nation: string;
  club: Option | null;
  nationalAthleteCode: string;
}

const emptyValues: CompetitorValues = { firstName: '', lastName: '', gender: '', yearOfBirth: '', nation: '', club: null, nationalAthleteCode: '' };

/** Spec §9: the current year and the 149 before. */
const YEARS_OFFERED = 150;

const resolver: Resolver<CompetitorValues> = (values) => {
  const errors: FieldErrors<CompetitorValues> = {};
  const fail = (field: keyof CompetitorValues, message: string) => (errors[field] = { type: 'validate', message });
  if (!values.firstName.trim()) fail('firstName', 'errorFirstNameRequired');
  if (!values.lastName.trim()) fail('lastName', 'errorLastNameRequired');
  if (values.gender === '') fail('gender', 'errorGenderRequired');
  if (values.yearOfBirth === '') fail('yearOfBirth', 'errorYearOfBirthRequired');
  if (!countryByCode(values.nation)) fail('nation', 'errorNationRequired');
  if (values.club === null) fail('club', 'errorClubRequired');
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};


export interface NewCompetitorDialogProps {
  open: boolean;
  onClose: () => void;
  /** The athlete as created, to be chosen at once. */
  onCreated: (competitor: Competitor) => void;
}

/**
 * A new athlete of the federation, entered without leaving the performance form: name, gender, year
 * of birth, nation (IOC code), club and national athlete code.
 */
export function NewCompetitorDialog({ open, onClose, onCreated }: NewCompetitorDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const create = useCreateCompetitor();
  const form = useContractForm<CompetitorValues>({ renamedServerFields: { OrganizationId: 'club' }, resolver, defaultValues: emptyValues, mode: 'onTouched' });
  const { control, handleSubmit, reset } = form;
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.performances.competitor' });
  const thisYear = new Date().getFullYear();

  const close = () => {
    reset(emptyValues);
    onClose();
  };
  const submit = handleSubmit((v) =>
    create.mutate(
      {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        gender: v.gender as number,
        yearOfBirth: v.yearOfBirth as number,
        nation: v.nation,
        organizationId: v.club!.value,
        nationalAthleteCode: v.nationalAthleteCode.trim() || null,
      },
      {
        onSuccess: (created) => {
          onCreated(created);
          close();
        },
        onError: (error) => form.applyServerErrors(error),
      },
    ),
  );

  return (
    <Dialog open={open} onClose={create.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('statistics.performances.competitor.title')}</DialogTitle>
      <DialogContent>
        <FormBox id="new-competitor-form" margin="normal" onSubmit={() => submit()} twoColumns>
          <FormTextField control={control} name="firstName" label={field('firstName')} required slotProps={{ htmlInput: { maxLength: TextLimits.name } }} />
          <FormTextField control={control} name="lastName" label={field('lastName')} required slotProps={{ htmlInput: { maxLength: TextLimits.name } }} />
          <FormSelect
            control={control}
            name="gender"
            label={field('gender')}
            required
            options={([0, 1] as const).map((value) => ({ value, text: t(`statistics.performances.gender.${value}`) }))}
          />
          <FormSelect
            control={control}
            name="yearOfBirth"
            label={field('yearOfBirth')}
            required
            options={Array.from({ length: YEARS_OFFERED }, (_, i) => ({ value: thisYear - i, text: String(thisYear - i) }))}
          />
          <FormCountryField control={control} name="nation" label={field('nation')} required />
          <FormSearchAutocomplete<CompetitorValues, Option>
            control={control}
            name="club"
            label={field('club')}
            required
            queryFor={clubSearchQueryOptions}
            optionKey={(o) => o.value}
            optionLabel={(o) => o.text}
          />
          <FormTextField
            control={control}
            name="nationalAthleteCode"
            label={field('nationalAthleteCode')}
            slotProps={{ htmlInput: { maxLength: TextLimits.nationalAthleteCode } }}
          />
        </FormBox>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="new-competitor-form" variant="contained" disabled={create.isPending}>
          {t('statistics.performances.competitor.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
