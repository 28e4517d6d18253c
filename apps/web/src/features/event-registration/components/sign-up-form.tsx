import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { EventRegistrationLimits, normalizeCulture, signUpSchema, yearOfBirthRange, type Link, type SignUpValues } from '@portal/domain';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useSignUp } from '../api/public-event-queries';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';

/** The sign-up's values as the fields hold them (the year as typed). */
export interface SignUpFormValues {
  firstName: string;
  lastName: string;
  email: string;
  club: string;
  yearOfBirth: string;
}

const empty: SignUpFormValues = { firstName: '', lastName: '', email: '', club: '', yearOfBirth: '' };

const resolver: Resolver<SignUpFormValues, unknown, SignUpValues> = (values) => {
  const result = signUpSchema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: FieldErrors<SignUpFormValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'firstName') as keyof SignUpFormValues;
    errors[field] ??= { type: 'validate', message: issue.message };
  }
  return { values: {}, errors };
};


/**
 * The visitor's sign-up: names, e-mail, club (optional) and year of birth, sent through the
 * event's `sign_up` link with the language the page is shown in (the confirmation mail's).
 */
export function SignUpForm({ link, onSignedUp }: { link: Link; onSignedUp: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp();
  const form = useContractForm<SignUpFormValues, unknown, SignUpValues>({ resolver, defaultValues: empty, mode: 'onTouched', shouldFocusError: true });
  const { handleSubmit } = form;
  // The resolver turns the values into the payload, which only `handleSubmit` sees; the fields read and write the values.
  const control = form.control as unknown as Control<SignUpFormValues>;
  const years = yearOfBirthRange();
  const { t: label } = useTranslation('event-registration', { keyPrefix: 'eventRegistration.public' });
  const name = { slotProps: { htmlInput: { maxLength: EventRegistrationLimits.personName } } };
  const submit = handleSubmit((values) =>
    signUp.mutate(
      { link, body: { ...values, language: normalizeCulture(i18n.language) } },
      {
        onSuccess: () => {
          form.reset(empty);
          onSignedUp(values.email);
        },
        onError: (error) => form.applyServerErrors(error),
      },
    ),
  );
  return (
    <FormBox id="event-sign-up-form" aria-labelledby="event-sign-up-title" margin="normal" onSubmit={() => submit()}>
      <Typography id="event-sign-up-title" variant="h6" component="h2">
        {label('formTitle')}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
        <FormTextField control={control} name="firstName" label={label('firstName')} required autoComplete="given-name" {...name} />
        <FormTextField control={control} name="lastName" label={label('lastName')} required autoComplete="family-name" {...name} />
        <FormTextField
          control={control}
          name="email"
          label={label('email')}
          type="email"
          required
          autoComplete="email"
          slotProps={{ htmlInput: { maxLength: EventRegistrationLimits.email } }}
        />
        <FormTextField control={control} name="club" label={label('club')} slotProps={{ htmlInput: { maxLength: EventRegistrationLimits.club } }} />
        <FormTextField
          control={control}
          name="yearOfBirth"
          label={label('yearOfBirth')}
          required
          helperText={t('eventRegistration.public.yearOfBirthHint', years)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, pattern: '[0-9]*' } }}
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={signUp.isPending}>
          {label('submit')}
        </Button>
      </Box>
    </FormBox>
  );
}
