import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { bestListOptionsQueryOptions, filterClassesQueryOptions, filterEventsQueryOptions, type FilterOption } from '../api/performance-queries';
import { DatesProvider, dayValue } from '../../../components/ui/dates-provider';
import { canApply, INVALID_DAY, type PerformanceFilter, type PerformanceListState } from './filter-state';
import '../../../lib/form-texts';

/** The longest free text the list call takes. */
const SEARCH_MAX_LENGTH = 200;

export interface PerformanceFiltersProps {
  state: PerformanceListState;
  setState: (next: (previous: PerformanceListState) => PerformanceListState) => void;
}

/** Applies the filter as entered to the table, from page 1. */
const applied = (s: PerformanceListState): PerformanceListState => ({ ...s, applied: s.filter, pageNumber: 1 });

/**
 * The performance filter (spec §2.3, §4): best list, environment, class, event, free text, best
 * performances only and a date range. A new best list clears class, event and table, offers that
 * list's classes and events (without a list: all) and shows the table at once when a single class
 * and event remain; a new class or environment clears the event. A single option is chosen by
 * itself. The filter button applies the rest, and only when best list, class and event are set.
 */
export function PerformanceFilters({ state, setState }: PerformanceFiltersProps) {
  const { t } = useTranslation();
  const { filter } = state;
  const listId = filter.performanceListId;
  const lists = useQuery(bestListOptionsQueryOptions());
  const classes = useQuery(filterClassesQueryOptions(listId));
  const classId = classes.data?.find((c) => c.code === filter.classCode)?.id ?? null;
  const events = useQuery(filterEventsQueryOptions(listId, classId, filter.environment));
  // With a list, its events depend on the class: none are offered before one is chosen.
  const eventOptions: FilterOption[] | undefined = listId > 0 && classId === null ? (classes.data ? [] : undefined) : events.data;
  // A list chosen by the user shows the table by itself once class and event settle.
  const autoLoad = useRef(false);

  const change = (patch: Partial<PerformanceFilter>) => setState((s) => ({ ...s, filter: { ...s.filter, ...patch } }));

  const classOptions = classes.data;
  useEffect(() => {
    if (!classOptions) return;
    if (filter.classCode !== '' && !classOptions.some((c) => c.code === filter.classCode)) change({ classCode: '', eventCode: '' });
    else if (filter.classCode === '' && classOptions.length === 1) change({ classCode: classOptions[0].code, eventCode: '' });
    // `change` only wraps setState.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [classOptions, filter.classCode]);

  useEffect(() => {
    if (!eventOptions || (listId > 0 && classId === null)) return;
    if (filter.eventCode !== '' && !eventOptions.some((e) => e.code === filter.eventCode)) change({ eventCode: '' });
    else if (filter.eventCode === '' && eventOptions.length === 1) change({ eventCode: eventOptions[0].code });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventOptions, filter.eventCode, listId, classId]);

  const classSettled = classOptions !== undefined && (filter.classCode === '' ? classOptions.length !== 1 : classId !== null);
  const eventSettled =
    filter.classCode === '' ||
    (eventOptions !== undefined && (filter.eventCode === '' ? eventOptions.length !== 1 : eventOptions.some((e) => e.code === filter.eventCode)));
  const settled = classSettled && eventSettled;
  const listKnown = listId === 0 || (lists.data?.some((l) => l.value === listId) ?? false);
  const ready = canApply(filter, listKnown);

  useEffect(() => {
    if (!autoLoad.current || !settled) return;
    autoLoad.current = false;
    if (ready) setState(applied);
  }, [listId, filter.classCode, filter.eventCode, settled, ready, setState]);

  const chooseList = (value: string) => {
    autoLoad.current = true;
    setState((s) => ({ ...s, filter: { ...s.filter, performanceListId: Number(value), classCode: '', eventCode: '' }, applied: null, pageNumber: 1 }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) setState(applied);
  };

  return (
    <DatesProvider>
      <Box component="form" role="search" aria-label={t('common.filters')} onSubmit={submit} sx={{ mb: 2 }}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, alignItems: 'start', mb: 2 }}>
          <FilterChoice
            id="list"
            label={t('statistics.performances.filter.bestList')}
            value={listId}
            options={[{ value: 0, text: t('statistics.performances.filter.noBestList') }, ...(lists.data ?? []).map((l) => ({ value: l.value, text: l.text }))]}
            onChange={chooseList}
          />
          <FilterChoice
            id="environment"
            label={t('statistics.performances.filter.environment')}
            value={filter.environment}
            options={([0, 1, 2] as const).map((value) => ({ value, text: t(`statistics.performances.environment.${value}`) }))}
            onChange={(value) => change({ environment: Number(value), eventCode: '' })}
          />
          <FilterChoice
            id="class"
            label={t('statistics.performances.filter.class')}
            value={filter.classCode}
            options={(classOptions ?? []).map((c) => ({ value: c.code, text: c.name }))}
            onChange={(value) => change({ classCode: value, eventCode: '' })}
            disabled={!classOptions}
          />
          <FilterChoice
            id="event"
            label={t('statistics.performances.filter.event')}
            value={filter.eventCode}
            options={(eventOptions ?? []).map((e) => ({ value: e.code, text: e.name }))}
            onChange={(value) => change({ eventCode: value })}
            disabled={!eventOptions || eventOptions.length === 0}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' }, alignItems: 'start' }}>
          <TextField
            id="performance-filter-text"
            label={t('statistics.performances.filter.search')}
            helperText={t('statistics.performances.filter.searchHint')}
            value={filter.freetextSearch}
            onChange={(e) => change({ freetextSearch: e.target.value })}
            size="small"
            margin="none"
            slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
          />
          <FilterChoice
            id="period"
            label={t('statistics.performances.filter.searchPeriod')}
            value={filter.searchPeriod}
            options={([0, 1, 2] as const).map((value) => ({ value, text: t(`statistics.performances.searchPeriod.${value}`) }))}
            onChange={(value) => change({ searchPeriod: Number(value) })}
          />
          <FilterDateField id="dateFrom" label={t('statistics.performances.filter.dateFrom')} value={filter.dateFrom} onChange={(dateFrom) => change({ dateFrom })} />
          <FilterDateField id="dateTo" label={t('statistics.performances.filter.dateTo')} value={filter.dateTo} onChange={(dateTo) => change({ dateTo })} />
        </Box>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
          <FormControlLabel
            control={<Switch checked={filter.outputGrouping === 1} onChange={(e) => change({ outputGrouping: e.target.checked ? 1 : 0 })} />}
            label={t('statistics.performances.filter.bestOnly')}
          />
          <Button type="submit" variant="contained" startIcon={<FilterListIcon />} disabled={!ready}>
            {t('statistics.performances.filter.apply')}
          </Button>
        </Box>
      </Box>
    </DatesProvider>
  );
}

interface FilterChoiceProps {
  id: string;
  label: string;
  value: number | string;
  options: { value: number | string; text: string }[];
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** One required choice of the filter; a value its options lack shows empty. */
function FilterChoice({ id, label, value, options, onChange, disabled = false }: FilterChoiceProps) {
  return (
    <TextField
      select
      id={`performance-filter-${id}`}
      label={label}
      value={options.some((o) => o.value === value) ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      size="small"
      margin="none"
      required
      disabled={disabled}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** An optional day of the date range (DD.MM.YYYY); a typed non-day keeps the filter from applying. */
function FilterDateField({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (day: string) => void }) {
  const { t } = useTranslation();
  // A half-typed day stays in the field as typed; the filter holds only the marker.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  const invalid = value === INVALID_DAY;
  return (
    <DatePicker
      label={label}
      value={invalid ? typed : value ? dayjs(value) : null}
      format="DD.MM.YYYY"
      onChange={(next) => {
        setTyped(next);
        onChange(dayValue(next) ?? '');
      }}
      slotProps={{
        field: { clearable: true },
        textField: { id: `performance-filter-${id}`, name: id, size: 'small', margin: 'none', error: invalid, helperText: invalid ? t('validation.errorInvalidInput') : undefined },
      }}
    />
  );
}
