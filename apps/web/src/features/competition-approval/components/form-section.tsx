import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { TitledSection } from '../../../components/layout/titled-section';

/** A titled part of a long form; its fields run in two columns from tablet width on, one on phones. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} sx={{ mt: 1, mb: 3 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, alignItems: 'start' }}>{children}</Box>
    </TitledSection>
  );
}

/** A cell of a form section that takes the whole width (long texts, maps, warnings). */
export function FullWidth({ children }: { children: ReactNode }) {
  return <Box sx={{ gridColumn: '1 / -1' }}>{children}</Box>;
}
