import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * The box a wide table scrolls sideways in. It is a named group in the tab order, so keyboard users
 * can reach and scroll it with the arrow keys (WCAG 2.1.1; axe `scrollable-region-focusable`). A group,
 * not a region: the table's name is often the screen's title, and two landmarks of one name are
 * ambiguous (axe `landmark-unique`).
 */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer
      role="group"
      aria-label={label}
      tabIndex={0}
      sx={{ overflowX: 'auto', '&:focus-visible': { outline: '2px solid', outlineColor: 'info.main', outlineOffset: -2 } }}
    >
      {children}
    </TableContainer>
  );
}
