import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The buttons under a wizard step, at the right like every screen's actions. */
export function WizardActions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 3 }}>{children}</Box>;
}
