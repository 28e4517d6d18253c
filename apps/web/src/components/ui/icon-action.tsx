import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

export interface IconActionProps extends Omit<IconButtonProps, 'children' | 'aria-label'> {
  /** Accessible name and tooltip text. */
  label: string;
  icon: ReactNode;
}

/** A row action: an icon button with its name as aria-label and tooltip (also when disabled). */
export function IconAction({ label, icon, disabled, size = 'small', ...rest }: IconActionProps) {
  return (
    <Tooltip title={label}>
      {/* A disabled button fires no events; the span keeps the tooltip working. */}
      <span>
        <IconButton {...rest} size={size} disabled={disabled} aria-label={label}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
