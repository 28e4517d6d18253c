import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  title: string;
  /** The heading's level: 2 for the parts of a screen, 3 for the parts of a part. */
  level?: 2 | 3;
  /** The section's spacing (by default a gap above it). */
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A titled part of a screen, named for assistive technology by its heading. */
export function TitledSection({ title, level = 2, sx = { mt: 3 }, children }: TitledSectionProps) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={sx}>
      <Typography id={headingId} component={`h${level}`} variant={level === 2 ? 'h6' : 'subtitle1'} sx={{ mb: 1, fontWeight: level === 2 ? undefined : 600 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
