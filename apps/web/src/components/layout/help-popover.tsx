import Popover from '@mui/material/Popover';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** A screen's help, opened by the help button next to its title (a chunk of its own: no screen needs it before that button is pressed). */
export function HelpPopover({ id, anchor, onClose, children }: { id: string; anchor: HTMLElement | null; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Popover
      id={id}
      open={Boolean(anchor)}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { p: 2, maxWidth: 360 }, role: 'dialog', 'aria-label': t('app.help') } }}
    >
      {children}
    </Popover>
  );
}
