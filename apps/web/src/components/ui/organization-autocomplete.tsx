import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { branchesQueryOptions, organizationSearchQueryOptions, type OrganizationOption } from '../../lib/lookups';
import { SearchAutocomplete } from './search-autocomplete';

export interface OrganizationAutocompleteProps {
  label: string;
  value: OrganizationOption | null;
  onChange: (value: OrganizationOption | null) => void;
  /** Search the branches of this master organisation (for this user) instead of all organisations by name. */
  branchesOf?: { masterId: number; userId: number };
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** Organisation selector: looks organisations up by name once 3 characters are typed (spec §5). */
export function OrganizationAutocomplete({ branchesOf, ...props }: OrganizationAutocompleteProps) {
  return (
    <SearchAutocomplete<OrganizationOption>
      {...props}
      queryFor={(search) =>
        branchesOf
          ? branchesQueryOptions(branchesOf.masterId, branchesOf.userId, search)
          : organizationSearchQueryOptions(search)
      }
      optionKey={(o) => o.value}
      optionLabel={(o) => o.text}
      renderOption={(o) => <OrganizationOptionText option={o} />}
    />
  );
}

/** An organisation in a selector's list: its name, and under it its kind (club, district, …). */
export function OrganizationOptionText({ option }: { option: { text: string; type?: string | null } }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="body2">{option.text}</Typography>
      {option.type && (
        <Typography variant="caption" color="text.secondary">
          {t(`organizationType.${option.type}`, { defaultValue: option.type })}
        </Typography>
      )}
    </Box>
  );
}
