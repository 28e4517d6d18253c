import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PerformanceCompetitionLimits } from '@portal/domain';
import { FilterBar } from '../../../components/ui/filter-bar';
import { DatesProvider, dayValue, INVALID_DAY } from '../../../components/ui/dates-provider';
import type { CompetitionListState } from './list-state';
import { SearchTextField } from '../../../components/ui/search-text-field';
import '../../../lib/form-texts';

export type CompetitionSearch = Pick<CompetitionListState, 'freetextSearch' | 'dateFrom'>;

export interface CompetitionFiltersProps {
  value: CompetitionSearch;
  /** A new search: the list starts again at page 1. */
  onSearch: (search: CompetitionSearch) => void;
}

/** Free text (name, venue or town) and a first day; both apply by the search button or Enter. */
export function CompetitionFilters({ value, onSearch }: CompetitionFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value.freetextSearch);
  const [day, setDay] = useState<Dayjs | null>(value.dateFrom ? dayjs(value.dateFrom) : null);
  const picked = dayValue(day);
  const invalid = picked === INVALID_DAY;
  return (
    <DatesProvider>
      <FilterBar
        fields={2}
        onSubmit={() => {
          if (!invalid) onSearch({ freetextSearch: text.trim(), dateFrom: picked ?? '' });
        }}
      >
        <SearchTextField id="competition-filter-text" label={t('statistics.competitions.list.search')} hint={t('statistics.competitions.list.searchHint')} value={text} onChange={setText} maxLength={PerformanceCompetitionLimits.search} />
        <DatePicker
          label={t('statistics.competitions.list.dateFrom')}
          value={day}
          format="DD.MM.YYYY"
          onChange={setDay}
          slotProps={{
            field: { clearable: true },
            textField: {
              id: 'competition-filter-date',
              name: 'dateFrom',
              size: 'small',
              margin: 'none',
              error: invalid,
              helperText: invalid ? t('validation.errorInvalidInput') : ' ',
            },
          }}
        />
      </FilterBar>
    </DatesProvider>
  );
}
