import Alert from '@mui/material/Alert';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormActions } from '../../../components/ui/action-row';
import { useLeaveAfterSave } from '../../../lib/use-leave-after-save';
import { RecordLimits, RecordStatus, recordYearOfBirthChoices, type RecordEvent, type RecordValues } from '@portal/domain';
import { FormCountryField } from '../../../components/ui/form-country-field';
import { FormSelect } from '../../../components/ui/form-select';
import { FormHeightWeightField, FormWindField } from '../../../components/ui/form-decimal-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { pathTo } from '../../../lib/routing';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { useSaveRecord } from '../api/record-queries';
import { DatesProvider } from '../../../components/ui/dates-provider';
import { FormDateField } from '../../../components/ui/form-date-field';
import { heightWeightText, recordFormResolver, type RecordFormControl, type RecordFormValues } from './record-form-values';
import { useContractForm } from '../../../lib/use-contract-form';
import { FormBox } from '../../../components/ui/form-box';
import type { EntryFormProps } from '../../../components/layout/entry-form-page';

export interface RecordFormProps extends EntryFormProps<RecordFormValues> {
  setId: number;
  /** The set's events with the form's flags (wind already off in indoor sets). */
  events: readonly RecordEvent[];
  /** Set when the values come from a record candidate: where and when it was made. */
  adoptedFrom?: string | null;
}

const STATUS_CHOICES = [RecordStatus.official, RecordStatus.unofficial];
const GENDER_CHOICES = [0, 1, 2] as const;

/**
 * The fields of a record (spec §2.6, §3, §5). The result can be typed once an event is chosen;
 * choosing another event empties result and wind and fills height/weight from the event (spec §4).
 * Wind shows for wind events of sets that are not indoor, height/weight where the event defines
 * one, the year of birth for athlete events. Create goes back to the set's records; create and new
 * keeps the form for the next record of the same event.
 */
export function RecordForm({ setId, events, defaultValues, creating, updateLink, readOnly, adoptedFrom }: RecordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveRecord();
  const success = useSuccessMessage();
  const { leaving, leave } = useLeaveAfterSave();
  const resolver = useMemo(() => recordFormResolver(events), [events]);
  const form = useContractForm<RecordFormValues, unknown, RecordValues>({ resolver, defaultValues, mode: 'onTouched', shouldFocusError: true });
  const { handleSubmit, setValue, reset, getValues, clearErrors } = form;
  const control = form.control as unknown as RecordFormControl;
  const eventCode = useWatch({ control, name: 'eventCode' });
  const performanceId = useWatch({ control, name: 'performanceId' });
  const event = events.find((e) => e.code === eventCode);
  const disabled = readOnly || save.isPending || leaving;
  const { t: field } = useTranslation('records', { keyPrefix: 'records.form.fields' });
  const years = useMemo(() => recordYearOfBirthChoices(new Date().getFullYear()).map((y) => ({ value: y, text: String(y) })), []);

  // Another event: its result, wind and implement are the event's, not the previous one's (spec §4).
  const shownEvent = useRef(defaultValues.eventCode);
  useEffect(() => {
    if (eventCode === shownEvent.current) return;
    shownEvent.current = eventCode;
    setValue('formatedValue', '');
    setValue('windSpeed', '');
    setValue('heightWeight', heightWeightText(event?.heightWeight ?? null));
    setValue('performanceId', null);
    clearErrors(['formatedValue', 'windSpeed', 'heightWeight']);
  }, [eventCode, event, setValue, clearErrors]);

  const back = () => void navigate(pathTo('records', { id: setId }));
  const send = (andNew: boolean) =>
    handleSubmit((body) =>
      save.mutate(
        { setId, link: updateLink, body },
        {
          onSuccess: () => {
            if (andNew) {
              // Spec §2.6 clears the athlete's names, country and the result; the next record is usually
              // another athlete's, so their year of birth and numbers go too. Event, place and date stay.
              reset({ ...getValues(), athleteFirstname: '', athleteLastname: '', athleteIocCode: '', yearOfBirth: '', nationalAthleteCode: '', worldAthleteNumber: '', formatedValue: '', windSpeed: '', performanceId: null });
              success.show('records.form.createdNext');
              return;
            }
            leave(pathTo('records', { id: setId }), creating ? 'records.form.created' : 'records.form.saved');
          },
          onError: (error) => form.applyServerErrors(error),
        },
      ),
    )();

  return (
    <DatesProvider>
      <SuccessAlert message={success.message} onClose={success.close} />
      {performanceId !== null && adoptedFrom && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {adoptedFrom}
        </Alert>
      )}
      <FormBox id="record-form" readOnly={readOnly} disabled={disabled} margin="normal" onSubmit={() => send(false)} twoColumns>
        <FormTextField control={control} name="athleteFirstname" label={field('athleteFirstname')} required slotProps={{ htmlInput: { maxLength: RecordLimits.athleteName } }} />
        <FormTextField control={control} name="athleteLastname" label={field('athleteLastname')} required slotProps={{ htmlInput: { maxLength: RecordLimits.athleteName } }} />
        <FormCountryField control={control} name="athleteIocCode" label={field('athleteIocCode')} required />
        <FormSelect control={control} name="gender" label={field('gender')} required options={GENDER_CHOICES.map((g) => ({ value: g, text: t(`records.gender.${g}`) }))} />
        {!event?.isRelayEvent && (
          <FormSelect control={control} name="yearOfBirth" label={field('yearOfBirth')} emptyText={t('records.form.noYearOfBirth')} options={years} />
        )}
        <FormTextField
          control={control}
          name="nationalAthleteCode"
          label={field('nationalAthleteCode')}
          slotProps={{ htmlInput: { maxLength: RecordLimits.nationalAthleteCode } }}
        />
        <FormSelect control={control} name="eventCode" label={field('event')} required options={events.map((e) => ({ value: e.code, text: e.name }))} />
        <FormTextField
          control={control}
          name="formatedValue"
          label={field('formatedValue')}
          required
          disabled={disabled || !event}
          helperText={event ? t(`records.form.resultHint.${event.measurement}`) : t('records.form.chooseEventFirst')}
          slotProps={{ htmlInput: { maxLength: RecordLimits.markText } }}
        />
        {event?.windRequired && (
          <FormWindField control={control} name="windSpeed" label={field('windSpeed')} helperText={t('records.form.windHint')} />
        )}
        {event && event.heightWeight !== null && (
          <FormHeightWeightField control={control} name="heightWeight" label={field('heightWeight')} unit={event.heightWeightUnit} required />
        )}
        <FormDateField control={control} name="date" label={field('date')} required />
        <FormTextField control={control} name="recordTown" label={field('recordTown')} required slotProps={{ htmlInput: { maxLength: RecordLimits.town } }} />
        <FormCountryField control={control} name="recordCountry" label={field('recordCountry')} required />
        <FormSelect
          control={control}
          name="recordStatus"
          label={field('recordStatus')}
          required
          options={STATUS_CHOICES.map((s) => ({ value: s, text: t(`records.status.${s}`) }))}
        />
      </FormBox>
      <EntryFormActions
        back={back}
        backLabel={t('records.form.backToRecords')}
        form="record-form"
        creating={creating}
        readOnly={readOnly}
        disabled={disabled}
        sendAnother={{ onClick: () => void send(true) }}
      />
    </DatesProvider>
  );
}
