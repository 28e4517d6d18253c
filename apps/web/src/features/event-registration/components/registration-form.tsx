import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useEntrySave } from '../../../lib/use-entry-save';
import { EntryFormActions } from '../../../components/ui/action-row';
import { EventRegistrationLimits, type EventRegistrationValues } from '@portal/domain';
import { FormCountryField } from '../../../components/ui/form-country-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { UnsavedChangesPrompt } from '../../../components/ui/unsaved-changes-prompt';
import { pathTo } from '../../../lib/routing';
import { useSaveRegistration } from '../api/registration-queries';
import { DatesProvider } from '../../../components/ui/dates-provider';
import { FormDateField } from '../../../components/ui/form-date-field';
import { registrationFormResolverFor, type RegistrationFormControl, type RegistrationFormValues } from './form-values';
import { MaxPeopleField } from './max-people-field';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';
import type { EntryFormProps } from '../../../components/layout/entry-form-page';

export interface RegistrationFormProps extends EntryFormProps<RegistrationFormValues> {
  /** The public sign-up page of a saved event. */
  publicPath?: string;
}

/**
 * The fields of an event registration (spec §3, §5) with Back and Create or Save; after saving the
 * list shows again. Leaving with unsaved changes asks first; declining stays (spec §2.5, §8).
 */
export function RegistrationForm({ defaultValues, creating, updateLink, readOnly, publicPath }: RegistrationFormProps) {
  const { t } = useTranslation();
  const save = useSaveRegistration();
  // The day the registration had when the form opened; a new one has none.
  const [storedDay] = useState(creating ? null : (defaultValues.eventDate ?? null));
  const form = useContractForm<RegistrationFormValues, unknown, EventRegistrationValues>({
    resolver: useMemo(() => registrationFormResolverFor(storedDay), [storedDay]),
    defaultValues,
    mode: 'onTouched',
    shouldFocusError: true,
  });
  const { handleSubmit, formState } = form;
  // The resolver turns the values into the payload, which only `handleSubmit` sees; the fields read and write the values.
  const control = form.control as unknown as RegistrationFormControl;
  const { send, leaving, disabled } = useEntrySave(save, {
    updateLink,
    creating,
    readOnly,
    back: pathTo('eventregistration'),
    created: 'eventRegistration.form.created',
    saved: 'eventRegistration.form.saved',
    onRefused: (error) => form.applyServerErrors(error),
  });
  const { t: field } = useTranslation('event-registration', { keyPrefix: 'eventRegistration.fields' });
  const text = { slotProps: { htmlInput: { maxLength: EventRegistrationLimits.text } } };

  const submit = handleSubmit(send);

  return (
    <DatesProvider>
      <UnsavedChangesPrompt when={formState.isDirty && !readOnly && !leaving} />
      {readOnly && !creating && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('eventRegistration.form.readOnly')}
        </Alert>
      )}
      {publicPath && (
        <Alert severity="info" icon={false} sx={{ mb: 1 }}>
          {t('eventRegistration.form.publicPage')}:{' '}
          <Link href={publicPath} target="_blank" rel="noopener">
            {`${window.location.origin}${publicPath}`}
          </Link>
        </Alert>
      )}
      <FormBox id="event-registration-form" readOnly={readOnly} disabled={disabled} margin="normal" onSubmit={() => submit()} twoColumns>
        <FormTextField control={control} name="name" label={field('name')} required {...text} />
        <FormTextField
          control={control}
          name="contactEmail"
          label={field('contactEmail')}
          type="email"
          required
          slotProps={{ htmlInput: { maxLength: EventRegistrationLimits.email } }}
        />
        <FormTextField control={control} name="city" label={field('city')} required {...text} />
        <FormCountryField control={control} name="country" label={field('country')} required />
        <FormDateField control={control} name="eventDate" label={field('eventDate')} required />
        <MaxPeopleField control={control} label={field('maxPeople')} disabled={disabled} />
      </FormBox>
      <EntryFormActions back={pathTo('eventregistration')} form="event-registration-form" creating={creating} readOnly={readOnly} disabled={disabled} />
    </DatesProvider>
  );
}
