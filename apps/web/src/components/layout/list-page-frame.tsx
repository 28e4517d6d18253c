import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { CreateButton } from '../ui/create-button';
import { SuccessAlert } from '../ui/success-alert';
import { PageFrame } from './page-frame';

export interface ListPageFrameProps {
  title: string;
  help: string;
  /** The success message of the last action, or the one the previous screen handed over (`useSuccessMessage`). */
  success: { message: string | null; close: () => void };
  /** Further messages under it (how many mails went out). */
  notices?: ReactNode;
  /**
   * The "New …" button: the screen it opens, its text, whether the list's answer offers creating
   * (offered unless said otherwise), and where it stands: above the list, or below it with the
   * frame's buttons where the spec puts it there.
   */
  create: { to: string; label: string; allowed?: boolean; placement?: 'above' | 'below' };
  children: ReactNode;
}

/** The frame of a list screen whose entries are created on a screen of their own: the success message, the "New …" button, then the search and the list. */
export function ListPageFrame({ title, help, success, notices, create, children }: ListPageFrameProps) {
  const button = (
    <CreateButton to={create.to} disabled={create.allowed === false}>
      {create.label}
    </CreateButton>
  );
  const below = create.placement === 'below';
  return (
    <PageFrame title={title} help={help} actions={below ? button : undefined}>
      <SuccessAlert message={success.message} onClose={success.close} />
      {notices}
      {!below && <Box sx={{ mb: 2 }}>{button}</Box>}
      {children}
    </PageFrame>
  );
}
