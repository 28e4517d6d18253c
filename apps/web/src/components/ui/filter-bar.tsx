import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SearchIcon from '@mui/icons-material/Search';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

interface FilterBarProps {
  /** How many filter fields stand before the search button (they share the row on wide screens). */
  fields: number;
  onSubmit(): void;
  children: ReactNode;
}

/** The filter row of a list: its fields and a search button; Enter in any field searches too. */
export function FilterBar({ fields, onSubmit, children }: FilterBarProps) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('common.filters')}
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: `${'1fr '.repeat(fields)}auto` },
        alignItems: 'center',
        mb: 2,
      }}
    >
      {children}
      <Button type="submit" variant="outlined" startIcon={<SearchIcon />} sx={{ justifySelf: { xs: 'start', md: 'auto' } }}>
        {t('common.search')}
      </Button>
    </Box>
  );
}
