import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { ManualBestlistLimits, type ManualBestlistEvent } from '@portal/domain';
import { FilterBar } from '../../../components/ui/filter-bar';
import { SearchTextField } from '../../../components/ui/search-text-field';

export interface PerformanceSearch {
  freetextSearch: string;
  event: string;
}

export interface PerformanceFiltersProps {
  value: PerformanceSearch;
  /** The events of the list (spec §2.7), whether or not they hold marks yet. */
  events: readonly ManualBestlistEvent[];
  /** A new search: the list starts again at page 1. */
  onSearch: (search: PerformanceSearch) => void;
}

/** A name search (by the search button or Enter) and the event filter (applies when chosen). */
export function PerformanceFilters({ value, events, onSearch }: PerformanceFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value.freetextSearch);
  // A stored event the list no longer holds is shown as "all events" until the events are known.
  const event = events.some((e) => e.code === value.event) ? value.event : '';
  return (
    <FilterBar fields={2} onSubmit={() => onSearch({ freetextSearch: text.trim(), event: value.event })}>
      <SearchTextField id="manual-performance-search" label={t('manualBestlists.performances.search')} value={text} onChange={setText} maxLength={ManualBestlistLimits.search} />
      <TextField
        id="manual-performance-event"
        select
        label={t('manualBestlists.performances.event')}
        value={event}
        onChange={(e) => onSearch({ freetextSearch: text.trim(), event: e.target.value })}
        size="small"
        margin="none"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('manualBestlists.performances.allEvents')}</MenuItem>
        {events.map((e) => (
          <MenuItem key={e.code} value={e.code}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}
