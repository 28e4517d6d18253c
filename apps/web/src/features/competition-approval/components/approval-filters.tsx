import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { competitionCategories, competitionStates, competitionTypes, listYears } from '@portal/domain';
import { FilterBar } from '../../../components/ui/filter-bar';
import { FilterSelect } from '../../../components/ui/filter-select';
import { organizationsBelowQueryOptions, regionsQueryOptions } from '../api/form-queries';
import { activeFilterCount, defaultApprovalListFilter, type ApprovalListFilter } from './list-filter';
import { SearchTextField } from '../../../components/ui/search-text-field';

/** The part of the list filter a search sets (paging and the panel state stay). */
export type ApprovalSearch = Omit<ApprovalListFilter, 'pageNumber' | 'pageSize' | 'moreFilters'>;

export interface ApprovalFiltersProps {
  value: ApprovalListFilter;
  /** A new search: the list starts again at page 1. */
  onSearch: (search: Partial<ApprovalSearch>) => void;
  onToggleMore: (open: boolean) => void;
  /** For an approver: whether only what awaits their decision is listed; null for others (no switch). */
  awaiting: boolean | null;
}

const toOptions = (list: { value: number; text: string }[] | undefined) => (list ?? []).map((o) => ({ value: o.value, text: o.text }));

/**
 * Free text (name or town), applied by the search button or Enter; and the additional filters in a
 * folding panel, each applied as soon as it is chosen. Area and district appear once a state
 * association is chosen and it has areas or districts.
 */
export function ApprovalFilters({ value, onSearch, onToggleMore, awaiting }: ApprovalFiltersProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value.freetextSearch);
  const region = value.regionGuid === '' ? null : value.regionGuid;
  const regions = useQuery(regionsQueryOptions());
  const areas = useQuery(organizationsBelowQueryOptions('Area', region));
  const districts = useQuery(organizationsBelowQueryOptions('District', region));
  const years = listYears(new Date());
  const active = activeFilterCount(value);

  const select = (key: keyof ApprovalSearch, label: string, options: { value: number; text: string }[]) => (
    <FilterSelect
      id={`approval-filter-${key}`}
      label={label}
      value={value[key] as number | ''}
      options={options}
      onChange={(next) => onSearch({ freetextSearch: text, [key]: next })}
    />
  );

  return (
    <Box sx={{ mb: 2 }}>
      <FilterBar fields={1} onSubmit={() => onSearch({ freetextSearch: text })}>
        <SearchTextField id="approval-filter-text" label={t('approvalList.search')} hint={t('approvalList.searchHint')} value={text} onChange={setText} maxLength={200} />
      </FilterBar>
      {awaiting !== null && (
        <FormControlLabel
          sx={{ mb: 1 }}
          control={<Switch checked={awaiting} onChange={(_, checked) => onSearch({ freetextSearch: text, awaitingMyDecision: checked })} />}
          label={t('approvalList.awaitingMyDecision')}
        />
      )}
      <Accordion disableGutters variant="outlined" expanded={value.moreFilters} onChange={(_, open) => onToggleMore(open)} slotProps={{ heading: { component: 'h2' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="approval-more-filters" id="approval-more-filters-heading">
          <Typography>{active > 0 ? t('approvalList.moreFiltersActive', { count: active }) : t('approvalList.moreFilters')}</Typography>
        </AccordionSummary>
        <AccordionDetails id="approval-more-filters">
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' }, alignItems: 'start' }}>
            {select('approvalState', t('approvalList.state'), competitionStates.map((s) => ({ value: s, text: t(`approvalState.${s}`) })))}
            {select('year', t('approvalList.year'), years.map((y) => ({ value: y, text: String(y) })))}
            <FilterSelect
              id="approval-filter-regionGuid"
              label={t('approvalCommon.region')}
              value={value.regionGuid}
              options={toOptions(regions.data)}
              // A new state association clears area and district, which belong to the old one.
              onChange={(next) => onSearch({ freetextSearch: text, regionGuid: next, areaGuid: '', districtGuid: '' })}
            />
            {region !== null && (areas.data?.length ?? 0) > 0 && select('areaGuid', t('approvalCommon.area'), toOptions(areas.data))}
            {region !== null && (districts.data?.length ?? 0) > 0 && select('districtGuid', t('approvalCommon.district'), toOptions(districts.data))}
            {select('competitionType', t('approvalCommon.competitionType'), competitionTypes.map((c) => ({ value: c, text: t(`competitionType.${c}`) })))}
            {select('competitionCategory', t('approvalCommon.category'), competitionCategories.map((c) => ({ value: c, text: t(`competitionCategory.${c}`) })))}
          </Box>
          <Box sx={{ mt: 2 }}>
            <Button
              size="small"
              disabled={active === 0 && value.freetextSearch === ''}
              onClick={() => {
                setText('');
                const { pageNumber: _p, pageSize: _s, moreFilters: _m, ...empty } = defaultApprovalListFilter;
                onSearch(empty);
              }}
            >
              {t('approvalList.resetFilters')}
            </Button>
          </Box>
        </AccordionDetails>
      </Accordion>
    </Box>
  );
}
