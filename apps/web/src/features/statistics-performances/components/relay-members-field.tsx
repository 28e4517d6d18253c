import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import { useState } from 'react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { teamMemberLimit, type Competitor, type PerformanceEvent } from '@portal/domain';
import { SearchAutocomplete } from '../../../components/ui/search-autocomplete';
import { translateFieldError } from '../../../lib/form-errors';
import { competitorSearchQueryOptions, type CompetitorTeam } from '../api/performance-queries';
import { AddAthleteButton, competitorLabel, competitorOption } from './form-selectors';
import { PerformanceLimits } from '@portal/domain';
import { memberOf, type MemberValue, type PerformanceFormValues } from './form-values';
import { addMember, moveMember, removeMember, type AddRefusal } from './relay-rules';
import { FormTextField } from '../../../components/ui/form-text-field';
import '../../../lib/form-texts';

export interface RelayMembersFieldProps {
  control: Control<PerformanceFormValues>;
  event: PerformanceEvent;
  /** The performance's class: a relay's members are searched in its sex. */
  classId: number | null;
  disabled?: boolean;
  /** Opens the new-athlete dialog; the athlete it creates is handed to `add`. */
  onAddAthlete: (then: (competitor: Competitor) => void) => void;
}

/**
 * The members of a relay or team in running order (spec §5): added through the athlete search,
 * each once and at most as many as the event has runners; moved up or down, or removed. In
 * multi-team events each member needs a mark of their own. A relay's search offers only athletes
 * who may run in it: of its club (or a club below it) and of its class's sex unless it is mixed.
 */
export function RelayMembersField({ control, event, classId, disabled, onAddAthlete }: RelayMembersFieldProps) {
  const { t } = useTranslation();
  const { fields, replace } = useFieldArray({ control, name: 'relayMembers', keyName: 'key' });
  const { errors, isSubmitted } = useFormState({ control, name: 'relayMembers' });
  const [refusal, setRefusal] = useState<AddRefusal | null>(null);
  // A new search field after each addition, so that it starts empty.
  const [searchKey, setSearchKey] = useState(0);
  const limit = teamMemberLimit(event);
  // The typed marks live in the values, not in `fields`; reordering must carry them along.
  const members: MemberValue[] = useWatch({ control, name: 'relayMembers' }) ?? [];
  const club = useWatch({ control, name: 'organization' });
  const team: CompetitorTeam | null = event.isRelayEvent ? { teamClubId: club?.value, classId: classId ?? undefined, eventId: event.id } : null;
  const full = members.length >= limit;
  const rootError = errors.relayMembers?.root ?? (errors.relayMembers as { type?: string; message?: string } | undefined);
  const rootMessage = rootError?.message && (rootError.type === 'server' || isSubmitted) ? translateFieldError(t, rootError.message) : undefined;

  const add = (competitor: Competitor | null) => {
    if (!competitor) return;
    const result = addMember(members, memberOf(competitor), limit);
    if ('refused' in result) setRefusal(result.refused);
    else {
      setRefusal(null);
      replace(result.members);
    }
    setSearchKey((k) => k + 1);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }} aria-describedby="relay-members-count">
      <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
        {t('statistics.performances.form.members')}
      </Typography>
      <Typography id="relay-members-count" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('statistics.performances.form.membersCount', { count: members.length, max: limit })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <SearchAutocomplete<Competitor>
          key={searchKey}
          label={t('statistics.performances.form.addMember')}
          value={null}
          onChange={add}
          disabled={disabled || full}
          helperText={full ? t('statistics.performances.form.membersFull') : undefined}
          queryFor={(search) => competitorSearchQueryOptions(search, team)}
          optionKey={(c) => c.id}
          optionLabel={competitorLabel}
          renderOption={competitorOption}
        />
        <AddAthleteButton disabled={disabled || full} onClick={() => onAddAthlete(add)} />
      </Box>
      {refusal && (
        <Alert severity="warning" role="alert" onClose={() => setRefusal(null)} closeText={t('common.close')} sx={{ mt: 1 }}>
          {t(`validation.${refusal}`)}
        </Alert>
      )}
      {rootMessage && <FormHelperText error>{rootMessage}</FormHelperText>}
      <List dense aria-label={t('statistics.performances.form.members')}>
        {fields.map((member, index) => (
          <ListItem key={member.key} disableGutters data-member={member.competitorId} sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Typography sx={{ width: 24, pt: 1 }} aria-hidden>
              {index + 1}.
            </Typography>
            <Typography sx={{ flex: '1 1 160px', pt: 1, overflowWrap: 'anywhere' }}>{member.fullName}</Typography>
            {event.isMultiTeamEvent && (
              <Box sx={{ flex: '0 1 160px' }}>
                <FormTextField
                  control={control}
                  name={`relayMembers.${index}.value`}
                  label={t('statistics.performances.form.memberValue', { name: member.fullName })}
                  required
                  size="small"
                  disabled={disabled}
                  slotProps={{ htmlInput: { maxLength: PerformanceLimits.relayValue } }}
                />
              </Box>
            )}
            <Box sx={{ display: 'flex' }}>
              <IconButton
                size="small"
                aria-label={t('statistics.performances.form.moveUp', { name: member.fullName })}
                disabled={disabled || index === 0}
                onClick={() => replace(moveMember(members, index, -1))}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('statistics.performances.form.moveDown', { name: member.fullName })}
                disabled={disabled || index === members.length - 1}
                onClick={() => replace(moveMember(members, index, 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={t('statistics.performances.form.removeMember', { name: member.fullName })}
                disabled={disabled}
                onClick={() => {
                  setRefusal(null);
                  replace(removeMember(members, index));
                }}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
