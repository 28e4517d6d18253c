import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { EntryFormActions } from '../../../components/ui/action-row';
import { useLeaveAfterSave } from '../../../lib/use-leave-after-save';
import { formatMark, parseListedMark, PerformanceLimits, type Competitor, type PerformanceDetail, type PerformanceEvent, type StatisticsClass, type StatisticsEvent } from '@portal/domain';
import { SuccessAlert } from '../../../components/ui/success-alert';
import { formatDateTime } from '../../../components/ui/relative-time';
import { applyServerErrors } from '../../../lib/form-errors';
import type { TextKey } from '../../../lib/i18n';
import { linkOf } from '../../../lib/links';
import { pathTo } from '../../../lib/routing';
import { useSuccessMessage } from '../../../lib/use-success-message';
import { eventInfoQueryOptions, useCreatePerformance, useUpdatePerformance } from '../api/performance-queries';
import { DatesProvider } from '../../../components/ui/dates-provider';
import { FormDateField } from '../../../components/ui/form-date-field';
import { ClubField, CompetitionField, CompetitorField, ReferenceField, SectionLoading } from './form-selectors';
import {
  createBodyOf,
  decimalText,
  emptySubRows,
  isOutdoor,
  isTeam,
  markRulesOf,
  performanceResolver,
  performanceRules,
  pointsSum,
  serverFieldMap,
  sexOf,
  showsWind,
  updateBodyOf,
  valuesForNext,
  type PerformanceFormValues,
  type PerformanceRules,
} from './form-values';
import { markProblemText } from '../../../lib/issue-message';
import { MultiEventRows } from './multi-event-rows';
import { NewCompetitorDialog } from './new-competitor-dialog';
import { RelayMembersField } from './relay-members-field';
import { FormHeightWeightField, FormWindField } from '../../../components/ui/form-decimal-field';
import { FormTextField } from '../../../components/ui/form-text-field';
import { FormBox } from '../../../components/ui/form-box';

export interface PerformanceFormProps {
  /** The stored performance when editing; null when entering a new one. */
  detail: PerformanceDetail | null;
  defaultValues: PerformanceFormValues;
  events: readonly StatisticsEvent[];
  classes: readonly StatisticsClass[];
  /** Nothing can be saved: another organisation's performance, or entering without the `new` link. */
  readOnly: boolean;
}

const CREATED = 'statistics.performances.form.created';

/**
 * The performance form (spec §2.3, §3, §4, §5), one for new and stored performances. The chosen
 * event shapes it: an athlete, or a club with its members for team events; one result, or a row
 * per sub-event of a combined event whose points are the best result. A new performance is saved
 * and the form made ready for the next one (competition, event, class and day stay), or saved and
 * closed; a stored one is saved and the list shows again. Competition, event and class of a stored
 * performance stay as they are.
 */
export function PerformanceForm({ detail, defaultValues, events, classes, readOnly }: PerformanceFormProps) {
  const { t } = useTranslation();
  const success = useSuccessMessage();
  const creating = detail === null;
  const create = useCreatePerformance();
  const update = useUpdatePerformance();
  const { leaving, leave } = useLeaveAfterSave();
  const [athleteFor, setAthleteFor] = useState<((c: Competitor) => void) | null>(null);

  const eventOptions = [...events].sort((a, b) => a.order - b.order).map((e) => ({ id: e.id, text: e.name }));
  const classOptions = [...classes].sort((a, b) => a.order - b.order).map((c) => ({ id: c.id, text: c.name }));

  // The resolver reads the event and the sex of its points tables from the form's context, which
  // the form takes anew on every render; they are known only once the values name an event.
  const [formContext, setFormContext] = useState<PerformanceRules>(performanceRules(detail?.event ?? null, 'M', creating));
  const form = useForm<PerformanceFormValues, PerformanceRules>({ defaultValues, resolver: performanceResolver, context: formContext, mode: 'onTouched' });
  const { control, handleSubmit, setValue, getValues, reset, setError } = form;
  const eventId = useWatch({ control, name: 'eventId' });
  const classId = useWatch({ control, name: 'classId' });
  const competition = useWatch({ control, name: 'competition' });

  const storedEvent = detail && eventId === detail.event.id ? detail.event : null;
  const info = useQuery(eventInfoQueryOptions(storedEvent || eventId === null ? null : eventId));
  const event = storedEvent ?? (eventId === null ? null : (info.data ?? null));
  const sex = sexOf(events.find((e) => e.id === eventId)?.sex, classes.find((c) => c.id === classId)?.gender ?? detail?.class.sex);
  if (formContext.event !== event || formContext.sex !== sex) setFormContext(performanceRules(event, sex, creating));

  // A newly chosen event shapes the form: its sub-event rows, its club or athlete, its implement.
  const preparedFor = useRef<number | null>(detail?.event.id ?? null);
  useEffect(() => {
    if (!event || preparedFor.current === event.id) return;
    preparedFor.current = event.id;
    setValue('multiEventResults', emptySubRows(event));
    setValue('relayMembers', []);
    if (isTeam(event)) setValue('competitor', null);
    else setValue('organization', null);
    setValue('windResult', '');
    setValue('heightWeight', decimalText(event.heightWeight));
  }, [event, setValue]);

  const disabled = readOnly || create.isPending || update.isPending || leaving;
  const team = isTeam(event);
  const outdoor = isOutdoor(competition);
  const { t: field } = useTranslation('statistics', { keyPrefix: 'statistics.performances.fields' });
  const updateLink = detail ? (linkOf(detail, 'update') ?? null) : null;

  const save = (close: boolean) =>
    handleSubmit((values) => {
      if (!event) return;
      const onError = (error: Error) => applyServerErrors(error, setError, serverFieldMap(values.multiEventResults.length));
      const back = (key: TextKey) => leave(pathTo('performance'), key);
      if (creating) {
        create.mutate(createBodyOf(values, event), {
          onSuccess: () => {
            if (close) return back(CREATED);
            success.show(CREATED);
            reset(valuesForNext(getValues()));
          },
          onError,
        });
      } else if (updateLink) {
        update.mutate({ link: updateLink, body: updateBodyOf(values, event) }, { onSuccess: () => back('statistics.performances.form.saved'), onError });
      }
    })();

  return (
    <DatesProvider>
      <SuccessAlert message={success.message} onClose={success.close} />
      {readOnly && !creating && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('statistics.performances.form.readOnly')}
        </Alert>
      )}
      <FormBox id="performance-form" readOnly={readOnly} disabled={disabled} onSubmit={() => save(!creating)} twoColumns>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <CompetitionField
            control={control}
            disabled={disabled || !creating}
            onChosen={(c) => setValue('performanceDateTime', c?.dateFrom ?? null, { shouldValidate: form.formState.isSubmitted })}
          />
        </Box>
        <ReferenceField control={control} name="eventId" label={field('event')} options={eventOptions} disabled={disabled || !creating} />
        <ReferenceField control={control} name="classId" label={field('class')} options={classOptions} disabled={disabled || !creating} />
        <FormDateField
          control={control}
          name="performanceDateTime"
          label={field('date')}
          required
          min={competition?.dateFrom}
          max={competition && competition.dateTo < formContext.today ? competition.dateTo : formContext.today}
        />
        {eventId !== null && !event ? (
          <SectionLoading />
        ) : team ? (
          <ClubField control={control} disabled={disabled} />
        ) : (
          <CompetitorField control={control} disabled={disabled} onAddAthlete={() => setAthleteFor(() => (c: Competitor) => setValue('competitor', c, { shouldValidate: true }))} />
        )}
        {event?.isMultiEvent ? <PointsSumField control={control} /> : <BestResultField control={control} event={event} label={field('bestResult')} />}
        {showsWind(event, competition) && (
          <FormWindField control={control} name="windResult" label={field('wind')} margin="normal" helperText={t('statistics.performances.form.windHint')} />
        )}
        {event && (event.heightWeight !== null || getValues('heightWeight') !== '') && (
          <FormHeightWeightField control={control} name="heightWeight" label={field('heightWeight')} unit={event.heightWeightUnit} margin="normal" helperText={t('statistics.performances.form.heightWeightHint')} />
        )}
        {event && team && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <RelayMembersField control={control} event={event} classId={classId} disabled={disabled} onAddAthlete={(then) => setAthleteFor(() => then)} />
          </Box>
        )}
        {event?.isMultiEvent && (
          <Box sx={{ gridColumn: '1 / -1' }}>
            <MultiEventRows control={control} setValue={setValue} getValues={getValues} event={event} sex={sex} outdoor={outdoor} disabled={disabled} />
          </Box>
        )}
      </FormBox>
      {detail && (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, mt: 3, color: 'text.secondary', '& dd': { m: 0 } }}>
          <Typography component="dt" variant="body2">
            {t('statistics.performances.form.createdBy')}
          </Typography>
          <Typography component="dd" variant="body2">
            {t('statistics.performances.form.byAt', { name: detail.creatorName, at: formatDateTime(detail.createdDatetime) })}
          </Typography>
          {detail.lastEditDatetime && (
            <>
              <Typography component="dt" variant="body2">
                {t('statistics.performances.form.lastEditedBy')}
              </Typography>
              <Typography component="dd" variant="body2">
                {t('statistics.performances.form.byAt', {
                  name: detail.lastEditorName ?? t('statistics.performances.creator.unknownUser'),
                  at: formatDateTime(detail.lastEditDatetime),
                })}
              </Typography>
            </>
          )}
        </Box>
      )}
      <EntryFormActions
        back={pathTo('performance')}
        form="performance-form"
        creating={creating}
        submitLabel={creating ? t('statistics.performances.form.createAndNext') : undefined}
        readOnly={readOnly}
        disabled={disabled}
        sendAnother={{ onClick: () => void save(true), label: t('statistics.performances.form.createAndClose') }}
      />
      <NewCompetitorDialog
        open={athleteFor !== null}
        onClose={() => setAthleteFor(null)}
        onCreated={(c) => {
          athleteFor?.(c);
          setAthleteFor(null);
        }}
      />
    </DatesProvider>
  );
}

/**
 * The best result, with a hint that says how the typed mark reads. It watches the mark itself, so
 * that typing renders this field again and not the whole form.
 */
function BestResultField({ control, event, label }: { control: Control<PerformanceFormValues>; event: PerformanceEvent | null; label: string }) {
  const { t } = useTranslation();
  const bestResult = useWatch({ control, name: 'bestResult' });
  const hint = (() => {
    if (!event || bestResult.trim() === '') return t('statistics.performances.form.markHint');
    const rules = markRulesOf(event);
    const parsed = parseListedMark(bestResult, rules);
    if (!parsed.ok) return markProblemText(parsed.reason, rules);
    return t('statistics.performances.form.markReads', { mark: formatMark(parsed.value, event.measurement, { handTimed: parsed.handTimed, precision: rules.timePrecision ?? undefined }) });
  })();
  return (
    <FormTextField
      control={control}
      name="bestResult"
      label={label}
      required
      margin="normal"
      helperText={hint}
      slotProps={{ htmlInput: { maxLength: PerformanceLimits.mark, autoComplete: 'off' } }}
    />
  );
}

/** A combined event's best result: the sum of its rows' points as they are typed (watched here, not by the whole form). */
function PointsSumField({ control }: { control: Control<PerformanceFormValues> }) {
  const { t } = useTranslation();
  const rows = useWatch({ control, name: 'multiEventResults' });
  return (
    <TextField
      id="field-bestResult"
      label={t('statistics.performances.form.pointsSum')}
      value={String(pointsSum(rows))}
      margin="normal"
      fullWidth
      helperText={t('statistics.performances.form.pointsSumHint')}
      slotProps={{ htmlInput: { readOnly: true } }}
    />
  );
}
