import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormActions } from '../../../components/ui/action-row';
import { useLeaveAfterSave } from '../../../lib/use-leave-after-save';
import { formatMark, ManualBestlistLimits, ManualPerformanceStatus, MANUAL_MARK_TEXT_LIMIT, manualYearOfBirthChoices, type Link, type ManualBestlist, type ManualBestlistEvent } from '@portal/domain';
import { FormCountryField } from '../../../components/ui/form-country-field';
import { FormSelect } from '../../../components/ui/form-select';
import { FormHeightWeightField, FormWindField } from '../../../components/ui/form-decimal-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { useContractForm } from '../../../lib/use-contract-form';
import { pathTo } from '../../../lib/routing';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { useSaveManualPerformance } from '../api/manual-bestlist-queries';
import { DatesProvider } from '../../../components/ui/dates-provider';
import { FormCheckbox } from '../../../components/ui/form-checkbox';
import { FormDateField } from '../../../components/ui/form-date-field';
import { scrollToFirstError } from './list-form-values';
import {
  dateWindowOf,
  listGenders,
  markRulesOf,
  readMark,
  performancePayloadOf,
  performanceResolver,
  performanceRules,
  valuesForNext,
  type PerformanceFormValues,
  type PerformanceRules,
} from './performance-form-values';
import { FormBox } from '../../../components/ui/form-box';

const FORM_ID = 'manual-performance-form';
const CREATED = 'manualBestlists.performanceForm.created';
/** Official, unofficial. */
const STATUS_CHOICES = [ManualPerformanceStatus.official, ManualPerformanceStatus.unofficial] as const;

export interface ManualPerformanceFormProps {
  list: ManualBestlist;
  events: readonly ManualBestlistEvent[];
  defaultValues: PerformanceFormValues;
  /** `new_manual_performance` of the list when entering, the performance's `update` when editing; null: nothing can be saved. */
  saveLink: Link | null;
  creating: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, alignItems: 'start' }}>{children}</Box>
    </Box>
  );
}

/**
 * The performance form of a manual list (spec §2.7, §3, §5). The chosen event shapes it: the
 * hand-time box only where hand timing exists (the mark then carries `*`), wind only for wind
 * events of lists that are not indoor, height/weight only where the event has an implement or
 * hurdle height (filled in from it), the days in the list's season up to today. The gender is the
 * list's unless the list is mixed. A new mark is saved and the list shows again, or saved and the
 * form kept for the next one (athlete, mark and wind cleared).
 */
export function ManualPerformanceForm({ list, events, defaultValues, saveLink, creating }: ManualPerformanceFormProps) {
  const { t } = useTranslation();
  const { t: field } = useTranslation('manual-bestlists', { keyPrefix: 'manualBestlists.performanceForm.fields' });
  const success = useSuccessMessage();
  const save = useSaveManualPerformance();
  const { leaving, leave } = useLeaveAfterSave();
  const [rules, setRules] = useState<PerformanceRules>(() => performanceRules(events.find((e) => e.code === defaultValues.eventCode) ?? null, list));
  const form = useContractForm<PerformanceFormValues, PerformanceRules>({ defaultValues, resolver: performanceResolver, context: rules, mode: 'onTouched', shouldFocusError: true });
  const { control, handleSubmit, setValue, reset, getValues, applyServerErrors } = form;
  const eventCode = useWatch({ control, name: 'eventCode' });
  const event = events.find((e) => e.code === eventCode) ?? null;
  if (rules.event !== event) setRules(performanceRules(event, list));

  // Another event resets mark, hand time and wind, and takes its implement or hurdle height (spec §4).
  const preparedFor = useRef(defaultValues.eventCode);
  useEffect(() => {
    if (eventCode === preparedFor.current) return;
    preparedFor.current = eventCode;
    setValue('formatedValue', '');
    setValue('handtime', false);
    setValue('windSpeed', '');
    setValue('heightWeight', event?.heightWeight === null || event?.heightWeight === undefined ? '' : String(event.heightWeight).replace('.', ','));
  }, [eventCode, event, setValue]);

  const readOnly = saveLink === null;
  const disabled = readOnly || save.isPending || leaving;
  const toList = () => pathTo('manualbestlistperformances', { id: list.id });

  const submit = (next: boolean) =>
    handleSubmit(
      (values) => {
        if (!saveLink) return;
        save.mutate(
          { link: saveLink, body: performancePayloadOf(values, event) },
          {
            onSuccess: () => {
              if (creating && next) {
                success.show(CREATED);
                reset(valuesForNext(getValues(), list.gender));
                return;
              }
              leave(toList(), creating ? CREATED : 'manualBestlists.performanceForm.saved');
            },
            onError: (error) => {
              if (applyServerErrors(error)) scrollToFirstError(FORM_ID);
            },
          },
        );
      },
      () => scrollToFirstError(FORM_ID),
    )();

  const text = (max: number) => ({ htmlInput: { maxLength: max } });
  const dayPart = { htmlInput: { maxLength: 2, inputMode: 'numeric' as const } };

  return (
    <DatesProvider>
      <SuccessAlert message={success.message} onClose={success.close} />
      <FormBox id={FORM_ID} readOnly={readOnly} disabled={disabled} margin="normal" onSubmit={() => submit(false)}>
        <Section title={t('manualBestlists.performanceForm.athlete')}>
          <FormTextField control={control} name="athleteFirstname" label={field('athleteFirstname')} slotProps={text(ManualBestlistLimits.athleteName)} />
          <FormTextField control={control} name="athleteLastname" label={field('athleteLastname')} required slotProps={text(ManualBestlistLimits.athleteName)} />
          <FormCountryField control={control} name="athleteIocCode" label={field('athleteIocCode')} required />
          <FormSelect
            control={control}
            name="gender"
            label={field('gender')}
            required
            options={listGenders(list.gender).map((value) => ({ value, text: t(`manualBestlists.gender.${value}`) }))}
          />
          <FormSelect
            control={control}
            name="yearOfBirth"
            label={field('yearOfBirth')}
            required
            options={manualYearOfBirthChoices(new Date().getFullYear()).map((year) => ({ value: year, text: String(year) }))}
          />
          <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: '1fr 1fr' }}>
            <FormTextField control={control} name="dayOfBirth" label={field('dayOfBirth')} slotProps={dayPart} />
            <FormTextField control={control} name="monthOfBirth" label={field('monthOfBirth')} slotProps={dayPart} />
          </Box>
          <FormTextField control={control} name="nationalAthleteCode" label={field('nationalAthleteCode')} slotProps={text(ManualBestlistLimits.nationalAthleteCode)} />
          <FormTextField control={control} name="organizationName" label={field('organizationName')} required slotProps={text(ManualBestlistLimits.organizationName)} />
        </Section>
        <Section title={t('manualBestlists.performanceForm.performance')}>
          <FormSelect control={control} name="eventCode" label={field('eventCode')} required options={events.map((e) => ({ value: e.code, text: e.name }))} />
          <MarkField control={control} event={event} label={field('formatedValue')} disabled={disabled} />
          {event?.windRequired && (
            <FormWindField control={control} name="windSpeed" label={field('windSpeed')} helperText={t('manualBestlists.performanceForm.windHint')} />
          )}
          {event && event.heightWeight !== null && (
            <FormHeightWeightField control={control} name="heightWeight" label={field('heightWeight')} unit={event.heightWeightUnit} required helperText={t('manualBestlists.performanceForm.heightWeightHint')} />
          )}
          <FormSelect
            control={control}
            name="performanceStatus"
            label={field('performanceStatus')}
            required
            options={STATUS_CHOICES.map((value) => ({ value, text: t(`manualBestlists.status.${value}`) }))}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'center', pt: 2 }}>
            {event?.handTimeAllowed && <FormCheckbox control={control} name="handtime" label={field('handtime')} disabled={disabled} />}
            <FormCheckbox control={control} name="isRecord" label={field('isRecord')} />
          </Box>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <FormTextField control={control} name="details" label={field('details')} slotProps={text(ManualBestlistLimits.details)} />
          </Box>
        </Section>
        <Section title={t('manualBestlists.performanceForm.place')}>
          <FormDateField control={control} name="date" label={field('date')} required min={dateWindowOf(rules).from} max={dateWindowOf(rules).to} />
          <FormCountryField control={control} name="performanceCountry" label={field('performanceCountry')} required />
          <FormTextField control={control} name="performanceTown" label={field('performanceTown')} required slotProps={text(ManualBestlistLimits.town)} />
          <FormTextField control={control} name="performanceLocation" label={field('performanceLocation')} slotProps={text(ManualBestlistLimits.location)} />
        </Section>
      </FormBox>
      <EntryFormActions
        back={toList()}
        form={FORM_ID}
        creating={creating}
        readOnly={readOnly}
        disabled={disabled}
        sendAnother={{ onClick: () => void submit(true) }}
      />
    </DatesProvider>
  );
}

/**
 * The mark, with a hint that says how it reads and a star while it is hand-timed. It watches the
 * mark and the hand-time box itself, so that typing renders this field again and not the whole form.
 */
function MarkField({ control, event, label, disabled }: { control: Control<PerformanceFormValues>; event: ManualBestlistEvent | null; label: string; disabled: boolean }) {
  const { t } = useTranslation();
  const handtime = useWatch({ control, name: 'handtime' });
  const mark = useWatch({ control, name: 'formatedValue' });
  const hint = (() => {
    if (!event) return t('manualBestlists.performanceForm.eventFirst');
    if (mark.trim() === '') return t('manualBestlists.performanceForm.markHint');
    const read = readMark({ formatedValue: mark, handtime }, event);
    if (!read.ok) return read.message;
    return t('manualBestlists.performanceForm.markReads', { mark: formatMark(read.value, event.measurement, { handTimed: read.handTimed, precision: markRulesOf(event).timePrecision ?? undefined }) });
  })();
  return (
    <FormTextField
      control={control}
      name="formatedValue"
      label={label}
      required
      disabled={disabled || !event}
      helperText={hint}
      slotProps={{
        htmlInput: { maxLength: MANUAL_MARK_TEXT_LIMIT, autoComplete: 'off' },
        input: handtime && event?.handTimeAllowed ? { endAdornment: <InputAdornment position="end">*</InputAdornment> } : undefined,
      }}
    />
  );
}
