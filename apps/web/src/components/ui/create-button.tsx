import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import type { ReactNode } from 'react';
import { useNavigate } from '../../lib/router';

export interface CreateButtonProps {
  /** The screen that creates the new entry. */
  to: string;
  /** The caller may not create one (the list's answer has no `new` link). */
  disabled?: boolean;
  children: ReactNode;
}

/** A list screen's "New …" action: opens the screen that creates an entry of the list. */
export function CreateButton({ to, disabled, children }: CreateButtonProps) {
  const navigate = useNavigate();
  return (
    <Button variant="contained" startIcon={<AddIcon />} disabled={disabled} onClick={() => void navigate(to)}>
      {children}
    </Button>
  );
}
