import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One line of a fact list: a label and its value; empty values are left out. */
export interface Fact {
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** Label/value pairs as a description list, two columns wide on larger screens. */
export function FactList({ facts, columns = 2 }: { facts: Fact[]; columns?: 1 | 2 }) {
  const shown = facts.filter((f) => !isEmpty(f.value));
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(8rem, max-content) 1fr', md: columns === 2 ? 'repeat(2, minmax(8rem, max-content) 1fr)' : 'minmax(8rem, max-content) 1fr' },
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
      }}
    >
      {shown.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
